/** Writes the files made from the page tree alone (src/export/treeFiles.ts); run by the dev server's content loader when data/pages.ts changes. */
import { siteTree } from '../../src/nav/build/siteTree';
import { writeTreeFiles } from '../../src/export/treeFiles';

try {
  console.log(`tree files: ${writeTreeFiles(siteTree())}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
