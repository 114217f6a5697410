/**
 * The static files made from the page tree: the drawer's section files (`public/x/_nav/*.json`),
 * the page list the 404 page checks its suggestions against (`/x/_pages.json`) and the llms.txt files
 * of the site and of each product (llmsFiles.ts). Written by the prebuild step, and again under
 * `next dev` when data/pages.ts changes (scripts/build/contentVersionLoader.cjs runs this file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readFrontMatter } from '../markdown/frontMatter';
import type { NavPage } from '../contracts';
import { buildNavSections, contentPagePaths } from '../nav/tree';
import { KNOWN_PAGES_FILE } from '../routing/suggestions';
import { contentFileFor } from '../markdown/contentFile';
import { writeLlmsFiles } from './llmsFiles';
import { isSyntheticPage } from '../nav/build/extraPages';
import { site } from '../../data/site';
import { apiProducts } from '../../data/apiReference';
import { apiEntries } from '../api/build/apiEntries';
import { readApiPage } from '../api/build/apiStore';
import type { ExportedPage } from './markdownFiles';

/** The generated API pages, as llms.txt lists them (none before the prebuild step has generated them). */
function generatedApiPages(tree: readonly NavPage[]): ExportedPage[] {
  try {
    return apiEntries(tree, apiProducts.map((product) => product.id)).map((entry) => {
      const file = readApiPage(entry.pathname);
      return { pathname: entry.pathname, title: file.title, description: file.description };
    });
  } catch {
    return [];
  }
}

/**
 * Writes the tree's files under `root`/public/x. `guides` (each guide's markdown export, from the
 * prebuild step) adds the llms-full.txt files; under `next dev` a tree change rewrites the indexes only.
 */
export function writeTreeFiles(
  tree: readonly NavPage[],
  root = process.cwd(),
  apiPages: readonly ExportedPage[] = generatedApiPages(tree),
  guides?: ReadonlyMap<string, string>,
): string {
  const publicX = path.join(root, 'public', 'x');
  const navDir = path.join(publicX, '_nav');
  fs.rmSync(navDir, { recursive: true, force: true });
  fs.mkdirSync(navDir, { recursive: true });
  const sections = buildNavSections(tree);
  for (const [id, items] of Object.entries(sections)) {
    fs.writeFileSync(path.join(navDir, `${id}.json`), JSON.stringify(items));
  }
  const describe = (pathname: string) => {
    if (isSyntheticPage(pathname)) return undefined;
    const file = contentFileFor(pathname);
    if (!fs.existsSync(file)) return undefined;
    const { data } = readFrontMatter(fs.readFileSync(file, 'utf8'), path.relative(root, file));
    return typeof data.description === 'string' ? data.description : undefined;
  };
  const llms = writeLlmsFiles(tree, path.join(root, 'public'), site.host, { describe, apiPages, guides, root });
  // The 404 page suggests an address only when it is one of these.
  fs.writeFileSync(path.join(publicX, KNOWN_PAGES_FILE), JSON.stringify(contentPagePaths(tree)));
  return `${Object.keys(sections).length} nav sections, the page list and ${llms.length} llms files (${llms.filter((file) => file.endsWith('llms.txt')).length} indexes) written`;
}
