import type { NavPage } from '../contracts';
import { pageTitle } from '../nav/titles';
import { isContentPage } from '../nav/tree';
import { markdownPath } from '../routing/paths';

/** The absolute address of a page's markdown export (`https://mui.com/x/react-data-grid/sorting.md`). */
const markdownUrl = (pathname: string, host: string) => `${host.replace(/\/+$/, '')}${markdownPath(pathname)}`;

/**
 * `/x/llms.txt` (llmstxt.org format): a summary, then one section per top-level group listing its
 * guide pages as `- [title](address of its markdown export): description`, and the API reference
 * in the `Optional` section (the format's place for what a short context may skip).
 */
export function buildLlmsTxt(
  pages: readonly NavPage[],
  describe: (pathname: string) => string | undefined,
  host: string,
  apiPages: ReadonlyArray<{ pathname: string; title: string; description: string }> = [],
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
        entries.push(`- [${pageTitle(page)}](${markdownUrl(page.pathname, host)}): ${description}`);
      }
      page.children?.forEach(visit);
    };
    visit(group);
    if (entries.length) {
      lines.push(`## ${pageTitle(group)}`, '', ...entries, '');
    }
  }
  if (apiPages.length) {
    lines.push('## Optional', '', ...apiPages.map((page) => `- [${page.title}](${markdownUrl(page.pathname, host)}): ${page.description}`), '');
  }
  return lines.join('\n');
}
