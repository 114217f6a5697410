/**
 * The docs as an MCP server (Model Context Protocol, official TypeScript SDK): tools to search the
 * docs, read a page's markdown and read one component's API, answered from an export read once
 * (docsCorpus.ts). The server names the version it serves in its info, its instructions and its
 * `docs_version` tool. scripts/serve/mcp.ts connects it to stdio.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { products } from '../../data/products';
import type { DocsCorpus } from './docsCorpus';
import { DocsToolError, getApi, getPage } from './docsTools';
import { searchDocs } from './searchDocs';

export const SERVER_NAME = 'mui-x-docs';

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const json = (value: unknown): CallToolResult => text(JSON.stringify(value, null, 2));

/** A tool's answer; a question the docs cannot answer (no such page) is a tool error the assistant reads. */
function answer(run: () => CallToolResult): CallToolResult {
  try {
    return run();
  } catch (error) {
    if (error instanceof DocsToolError) return { ...text(error.message), isError: true };
    throw error;
  }
}

const productIds = products.map((product) => product.apiSegment) as [string, ...string[]];

function instructions(corpus: DocsCorpus): string {
  return [
    `The MUI X documentation, version ${corpus.version} (${corpus.pages.length} pages, read from ${corpus.host || 'this site'}).`,
    'search_docs finds guide sections and API entries; get_page returns a page as markdown, with the TypeScript source of its demos;',
    'get_api returns a component\'s or interface\'s props, slots and CSS classes with types and defaults. Answer from these, not from memory:',
    'props and imports differ between major versions.',
  ].join(' ');
}

export function createDocsServer(corpus: DocsCorpus): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: corpus.version }, { instructions: instructions(corpus) });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X docs',
      description:
        'Searches the MUI X guides and API reference. Returns ranked sections and API entries (props, slots, CSS classes), each with its title, page, URL, path (for get_page) and a snippet. An exact API name (checkboxSelection) finds its API entry first; a misspelt name is searched as the closest one (didYouMean says which), and when nothing matches, suggestions names the closest pages.',
      inputSchema: {
        query: z.string().min(1).describe('Words or an API name: "pin a column", "checkboxSelection", "DateRangePicker"'),
        product: z.enum(productIds).optional().describe('Ranks this product\'s pages first'),
        limit: z.number().int().min(1).max(30).optional().describe('How many results (10 by default)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, product, limit }) =>
      answer(() => json({ version: corpus.version, query, ...searchDocs(corpus.search, query, { product, limit, host: corpus.host }) })),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: 'Returns one page of the docs as markdown: a guide with its demos\' TypeScript source, or an API page as tables. Give its path (/x/react-data-grid/sorting/) or URL; optionally one section (its id or heading).',
      inputSchema: {
        path: z.string().min(1).describe('The page\'s path or URL, e.g. /x/react-data-grid/sorting/'),
        section: z.string().optional().describe('A section id or heading, e.g. custom-order'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path, section }) => answer(() => text(getPage(corpus.pages, path, section))),
  );

  server.registerTool(
    'get_api',
    {
      title: 'Read a component\'s API',
      description:
        'Returns the API reference of a component or interface (DataGrid, DatePicker, BarChart, GridColDef): its import, props, slots and CSS classes as tables with types, defaults and descriptions. Optionally one section, or one member by name.',
      inputSchema: {
        name: z.string().min(1).describe('Component or interface name, e.g. DataGrid'),
        section: z.enum(['props', 'slots', 'classes', 'members']).optional().describe('Only this section'),
        member: z.string().optional().describe('Only the entries with this name, e.g. checkboxSelection'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, section, member }) => answer(() => text(getApi(corpus.pages, name, { section, member }))),
  );

  server.registerTool(
    'docs_version',
    {
      title: 'Version of these docs',
      description: 'Says which MUI X packages, at which versions, these docs describe.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => answer(() => json({ version: corpus.version, packages: corpus.packages, pages: corpus.pages.length, host: corpus.host })),
  );

  return server;
}
