import fs from 'node:fs';
import path from 'node:path';
import { siteTree } from './src/nav/build/siteTree';
import { guidePages } from './src/nav/tree';
import { isSyntheticPage } from './src/nav/build/extraPages';
import { renderMarkdown } from './src/markdown/markdown';
import { contentFileFor } from './src/markdown/contentFile';
import { writePageHoverTypes } from './src/export/hoverFiles';
async function main() {
  const tree = siteTree();
  const pages = guidePages(tree).filter((p) => !isSyntheticPage(p.pathname)).map((page) => {
    const file = contentFileFor(page.pathname); const source = path.relative(process.cwd(), file);
    const raw = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    return { pathname: page.pathname, source, raw, segments: raw ? renderMarkdown(raw, source).segments : [] };
  });
  console.log(pages.length, 'pages');
  console.log(await writePageHoverTypes(tree, pages, '/tmp/hv/public'));
}
main();
