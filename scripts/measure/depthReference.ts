/**
 * Maintainer script: records what the real MUI X pages teach, as facts for `npm run depth`.
 *
 *   MUI_X_REPO=/path/to/mui-x/.git npx tsx scripts/measure/depthReference.ts
 *
 * Reads a clone of github.com/mui/mui-x (a bare git directory is enough) at the tags the site
 * documents (v8.5.0; the Tree View's pages at v8.6.0, the first v8 release its Pro package has on the
 * registry), and writes data/depthReference.json: for each guide path, the tag and file it came
 * from, its live demos (the `{{"demo": …}}` directives), its prose words (counted as ours are) and its
 * `##`/`###` section titles. Only counts and titles are recorded, never the pages' text or code.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { proseWords } from '../../src/checks/contentStats';

export interface ReferencePage {
  tag: string;
  file: string;
  demos: number;
  words: number;
  sections: string[];
}

/** The tag each product's pages are read at. */
const TAGS: { tag: string; matches: (pathname: string) => boolean }[] = [
  { tag: 'v8.6.0', matches: (pathname) => pathname.startsWith('/x/react-tree-view') },
  { tag: 'v8.5.0', matches: () => true },
];

/** Section titles of a real page: `## Multi-sorting [<span …>](…)` -> `Multi-sorting`. */
export function sectionTitles(markdown: string): string[] {
  const withoutFences = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  return [...withoutFences.matchAll(/^#{2,3}\s+(.+?)\s*$/gm)].map((match) =>
    match[1]
      .replace(/\[<span[^\]]*\]\([^)]*\)/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '')
      .trim(),
  );
}

/** Live demos of a real page: one per `{{"demo": …}}` line. */
export function demoDirectives(markdown: string): number {
  return [...markdown.matchAll(/^\{\{"demo":\s*"[^"]+".*\}\}\s*$/gm)].length;
}

function main() {
  const repo = process.env.MUI_X_REPO;
  if (!repo) throw new Error('Set MUI_X_REPO to a clone (or bare git directory) of github.com/mui/mui-x');
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const pages: Record<string, ReferencePage> = {};
  for (const { tag, matches } of TAGS) {
    const routeFiles = git('ls-tree', '-r', '--name-only', tag, 'docs/pages/x').split('\n').filter((file) => file.endsWith('.js') && !file.includes('/api/'));
    for (const routeFile of routeFiles) {
      const pathname = routeFile.replace(/^docs\/pages/, '').replace(/(\/index)?\.js$/, '');
      if (pages[pathname] || !matches(pathname)) continue;
      const markdownFile = /docsx\/(data\/[^'"?]+\.md)/.exec(git('show', `${tag}:${routeFile}`))?.[1];
      if (!markdownFile) continue;
      const markdown = git('show', `${tag}:docs/${markdownFile}`);
      pages[pathname] = {
        tag,
        file: `docs/${markdownFile}`,
        demos: demoDirectives(markdown),
        // Their front matter is not always valid YAML (duplicated keys): it holds no prose, so it goes first.
        words: proseWords(markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ''), markdownFile),
        sections: sectionTitles(markdown),
      };
    }
  }
  const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
  const target = path.join(process.cwd(), 'data', 'depthReference.json');
  const body = { source: 'https://github.com/mui/mui-x', method: 'demos: {{"demo"}} lines; words: src/checks/contentStats.ts proseWords; sections: ## and ### titles', pages: sorted };
  fs.writeFileSync(target, `${JSON.stringify(body, null, 1)}\n`);
  console.log(`${Object.keys(sorted).length} pages, ${Object.values(sorted).reduce((sum, page) => sum + page.demos, 0)} demos -> ${path.relative(process.cwd(), target)}`);
}

if (require.main === module) main();
