/** `npm run api-reference`: generates the API reference alone (`-- --force` ignores the cache); see src/api/build/ensureApiReference.ts. */
import { describeResult, ensureApiReference } from '../../src/api/build/ensureApiReference';
import { siteTree } from '../../src/nav/build/siteTree';

try {
  console.log(describeResult(ensureApiReference(siteTree(), { force: process.argv.includes('--force') })));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
