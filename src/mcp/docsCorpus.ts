/**
 * The docs the MCP server answers from, read once from an export (`out/`, or `public/` after the
 * prebuild step): every page's markdown under `x/`, and the versions the site's llms.txt names.
 * Nothing is fetched: the server answers offline, from these files only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocsPage, type DocsPage } from './docsPage';
import { createDocsSearch, type DocsSearch } from './searchDocs';
import { titlesInLlmsTxt, versionLabel, versionsInLlmsTxt, type PackageVersion } from './docsTools';

export interface DocsCorpus {
  /** The export's folder (the one holding `x/`). */
  root: string;
  pages: DocsPage[];
  search: DocsSearch;
  packages: PackageVersion[];
  /** `8.5.0`, or `8.5.0 (@mui/x-tree-view 8.6.0, …)` when the packages differ. */
  version: string;
  /** The host the pages' addresses are on (`https://mui.com`). */
  host: string;
}

/** Every `.md` file under a folder, as paths relative to it with `/` separators, sorted. */
function markdownFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return markdownFiles(path.join(dir, entry.name), relative);
      return entry.isFile() && entry.name.endsWith('.md') ? [relative] : [];
    })
    .sort();
}

/** Reads the export at `root`; a folder without the site's llms.txt is refused, saying how to make one. */
export function loadDocsCorpus(root: string): DocsCorpus {
  const llms = path.join(root, 'x', 'llms.txt');
  if (!fs.existsSync(llms)) {
    throw new Error(`${root} holds no export of the docs (${path.join(root, 'x', 'llms.txt')} is missing): run \`npm run build\`, or name the folder that holds x/`);
  }
  const index = fs.readFileSync(llms, 'utf8');
  // Pages are titled as the llms.txt lists them: `Row grouping: Overview` where the page's heading says `Overview`.
  const titles = titlesInLlmsTxt(index);
  const pages = markdownFiles(path.join(root, 'x'), '/x').map((file) => {
    const page = parseDocsPage(file.replace(/\.md$/, ''), fs.readFileSync(path.join(root, ...file.split('/')), 'utf8'));
    return { ...page, title: titles.get(page.pathname) ?? page.title };
  });
  if (pages.length === 0) throw new Error(`${root}/x holds no page as markdown: run \`npm run build\``);
  const packages = versionsInLlmsTxt(index);
  const host = /^(https?:\/\/[^/]+)/.exec(pages.find((page) => page.url)?.url ?? '')?.[1] ?? '';
  return { root, pages, search: createDocsSearch(pages), packages, version: versionLabel(packages), host };
}
