import type { NavPage } from '../contracts';
import { pageTitle } from '../nav/titles';
import { isContentPage } from '../nav/tree';
import { canonicalUrl } from '../routing/paths';

export interface LlmsEntry {
  pathname: string;
  description: string;
}

/**
 * `/x/llms.txt` (llmstxt.org format): a summary, then one section per top-level group listing its
 * guide pages as `- [title](absolute url): description`.
 */
export function buildLlmsTxt(
  pages: readonly NavPage[],
  describe: (pathname: string) => string | undefined,
  host: string,
): string {
  const lines = [
    '# MUI X',
    '',
    '> Advanced React components for data-rich applications: Data Grid, Date and Time Pickers, Charts and Tree View. Built on Material UI.',
    '',
  ];
  for (const group of pages) {
    const entries: string[] = [];
    const visit = (page: NavPage) => {
      const description = isContentPage(page) && !page.pathname.startsWith('/x/api/') ? describe(page.pathname) : undefined;
      if (description !== undefined) {
        entries.push(`- [${pageTitle(page)}](${canonicalUrl(page.pathname, host)}): ${description}`);
      }
      page.children?.forEach(visit);
    };
    visit(group);
    if (entries.length) {
      lines.push(`## ${pageTitle(group)}`, '', ...entries, '');
    }
  }
  return lines.join('\n');
}
