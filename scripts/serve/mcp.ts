/**
 * `npm run mcp [-- <folder>]`: the docs' MCP server over stdio (src/mcp/docsServer.ts), answering from
 * an export: out/ by default, or the folder given (one holding x/, such as public/ after the prebuild
 * step). Offline: it reads the files once and fetches nothing. Logs go to stderr (stdout is the protocol's).
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadDocsCorpus } from '../../src/mcp/docsCorpus';
import { createDocsServer } from '../../src/mcp/docsServer';

async function main() {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'out'));
  const started = Date.now();
  const corpus = loadDocsCorpus(root);
  await createDocsServer(corpus).connect(new StdioServerTransport());
  console.error(`mui-x-docs MCP server: MUI X ${corpus.version}, ${corpus.pages.length} pages from ${root} (${Date.now() - started} ms), on stdio`);
}

main().catch((error: unknown) => {
  console.error(`mui-x-docs MCP server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
