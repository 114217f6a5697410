/**
 * Figures about the content, for `npm run bench` (and alone: `npx tsx src/checks/contentStats.ts`): live
 * demos in all, guide pages without one (and which), and prose per product guide page (words outside
 * code fences and demo directives).
 */
import fs from 'node:fs';
import { readFrontMatter } from '../markdown/frontMatter';
import pages from '../../data/pages';
import { products } from '../../data/products';
import { guidePages } from '../nav/tree';
import { contentFileFor } from '../markdown/contentFile';
import { renderMarkdown } from '../markdown/markdown';
import { demoRefs } from '../demos/build/demoBuild';

/** Words a reader reads: the markdown without front matter, fences, directives and markup. */
export function proseWords(raw: string, source = 'a markdown file'): number {
  const { content } = readFrontMatter(raw, source);
  const text = content
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
    .replace(/^\{\{.*\}\}$/gm, ' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_|[\]-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A guide's live demos, prose words, section titles and the real page's sections it leaves out on purpose. */
export function pageSections(pathname: string) {
  const file = contentFileFor(pathname);
  const raw = fs.readFileSync(file, 'utf8');
  const rendered = renderMarkdown(raw, file);
  return {
    pathname,
    demos: demoRefs(rendered.segments).length,
    words: proseWords(raw, file),
    sections: rendered.toc.map((entry) => `${entry.level === 3 ? "  " : ""}${entry.text}`),
    omitted: omittedSections(readFrontMatter(raw, file).data, file),
  };
}

type OmittedSection = { section: string; why: string; demos?: number };

/**
 * `omitted:` in a guide's front matter: the sections of the real page it leaves out, each with why
 * (`- section: Title` / `why: …`), so the gap is visible. `demos: N` says the real section's N live
 * demos go with it (the depth report counts them apart, never as ours).
 */
export function omittedSections(data: Record<string, unknown>, file: string): OmittedSection[] {
  const list = data.omitted;
  if (list === undefined) return [];
  const valid =
    Array.isArray(list) &&
    list.every(
      (entry) =>
        typeof entry?.section === 'string' &&
        typeof entry?.why === 'string' &&
        entry.why.trim() &&
        (entry.demos === undefined || (Number.isInteger(entry.demos) && entry.demos > 0)),
    );
  if (!valid) throw new Error(`${file}: omitted must be a list of { section, why } with a reason for each (and demos, if given, a positive whole number)`);
  return list as OmittedSection[];
}

export function contentStats() {
  const guides = guidePages(pages).map((page) => pageSections(page.pathname));
  const productGuides = guides.filter((page) => products.some((product) => page.pathname.startsWith(`/x/${product.guideSegment}`)));
  return {
    pages: guides.map(({ pathname, demos, words, omitted }) => ({
      pathname,
      demos,
      words,
      omittedDemos: omitted.reduce((sum, entry) => sum + (entry.demos ?? 0), 0),
    })),
    guidePages: guides.length,
    demos: guides.reduce((sum, page) => sum + page.demos, 0),
    pagesWithoutDemo: guides.filter((page) => page.demos === 0).map((page) => page.pathname),
    productGuidePages: productGuides.length,
    medianProseWordsOnProductGuides: median(productGuides.map((page) => page.words)),
    demosPerProduct: Object.fromEntries(
      products.map((product) => [product.name, productGuides.filter((page) => page.pathname.startsWith(`/x/${product.guideSegment}`)).reduce((sum, page) => sum + page.demos, 0)]),
    ),
  };
}
