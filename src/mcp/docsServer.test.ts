/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { loadDocsCorpus } from './docsCorpus';
import { createDocsServer, SERVER_NAME } from './docsServer';
import { FIXTURE_HOST, writeExportFixture } from './fixtures/exportFixture';

/** The text of a tool's answer. */
function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = result.content as Array<{ type: string; text?: string }>;
  return content.map((part) => part.text ?? '').join('');
}

let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-export-'));
  await writeExportFixture(root);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The three questions of the issue, asked through any connected client. */
async function askTheThreeQuestions(client: Client) {
  const search = JSON.parse(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'checkboxSelection' } }))) as {
    version: string;
    results: Array<{ title: string; kind: string; page: string; url: string; path: string }>;
  };
  expect(search.version).toBe('8.5.0 (@mui/x-tree-view 8.6.0)');
  expect(search.results[0]).toMatchObject({
    title: 'checkboxSelection',
    kind: 'prop',
    page: 'DataGrid API',
    url: `${FIXTURE_HOST}/x/api/data-grid/data-grid/#props-checkboxSelection`,
    path: '/x/api/data-grid/data-grid/',
  });

  const page = textOf(await client.callTool({ name: 'get_page', arguments: { path: '/x/react-data-grid/sorting/' } }));
  expect(page).toMatch(/^# Sorting\n/);
  expect(page).toMatch(/```tsx title="[A-Za-z]+\.tsx"\nimport \* as React from 'react';\n[\s\S]*<DataGrid/);

  const api = textOf(await client.callTool({ name: 'get_api', arguments: { name: 'DataGrid' } }));
  expect(api).toMatch(/^# DataGrid API\n/);
  expect(api).toContain('| `checkboxSelection` | `boolean` | `false` | If `true`, the grid gets a checkbox column to select rows. |');
}

describe('the MCP server (in memory)', () => {
  let client: Client;
  beforeAll(async () => {
    const server = createDocsServer(loadDocsCorpus(root));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: 'test', version: '1.0.0' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  });
  afterAll(() => client.close());

  it('names itself and the version it serves, and lists its tools', async () => {
    expect(client.getServerVersion()).toEqual({ name: SERVER_NAME, version: '8.5.0 (@mui/x-tree-view 8.6.0)' });
    expect(client.getInstructions()).toContain('version 8.5.0');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'get_api', 'docs_version']);
  });

  it('answers the search, the page and the API', async () => {
    await askTheThreeQuestions(client);
  });

  it('searches a misspelt name as the closest one, saying so', async () => {
    const search = JSON.parse(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'checkboxSelecton', limit: 2 } }))) as Record<string, unknown>;
    expect(search).toMatchObject({ didYouMean: 'checkboxSelection', results: [{ kind: 'prop', path: '/x/api/data-grid/data-grid/' }, { kind: 'section' }] });
  });

  it('narrows an API to one section or one member, and a page to one section', async () => {
    const slots = textOf(await client.callTool({ name: 'get_api', arguments: { name: 'DataGridPro', section: 'slots' } }));
    expect(slots).toContain('## Slots');
    expect(slots).not.toContain('## Props');
    const member = textOf(await client.callTool({ name: 'get_api', arguments: { name: 'datagrid', member: 'checkboxSelection' } }));
    expect(member).toContain('- props `checkboxSelection` (#props-checkboxSelection): Type: `boolean`; Default: `false`;');
    const section = textOf(await client.callTool({ name: 'get_page', arguments: { path: `${FIXTURE_HOST}/x/react-data-grid/sorting/`, section: 'custom-order' } }));
    expect(section).toMatch(/^# Sorting\n\nFrom https:\/\/docs\.example\.com\/x\/react-data-grid\/sorting\/#custom-order\n\n## Custom order\n/);
  });

  it('says what exists when a page or an API is unknown', async () => {
    const page = await client.callTool({ name: 'get_page', arguments: { path: '/x/react-data-grid/sort' } });
    expect(page.isError).toBe(true);
    expect(textOf(page)).toBe(
      'No page at /x/react-data-grid/sort/. Closest: /x/react-data-grid/sorting/, /x/react-data-grid/row-selection/, /x/api/data-grid/data-grid/, /x/api/data-grid/data-grid-pro/',
    );
    const api = await client.callTool({ name: 'get_api', arguments: { name: 'DataGridPremium' } });
    expect(api.isError).toBe(true);
    expect(textOf(api)).toBe('No API page for DataGridPremium. Similar names: DataGridPro, DataGrid');
  });

  it('says which packages it describes', async () => {
    const version = JSON.parse(textOf(await client.callTool({ name: 'docs_version', arguments: {} }))) as Record<string, unknown>;
    expect(version).toEqual({
      version: '8.5.0 (@mui/x-tree-view 8.6.0)',
      packages: [
        { name: '@mui/x-data-grid', version: '8.5.0' },
        { name: '@mui/x-tree-view', version: '8.6.0' },
      ],
      pages: 4,
      host: FIXTURE_HOST,
    });
  });
});

describe('npm run mcp (over stdio, as an MCP client starts it)', () => {
  it('answers the search, the page, the API and the version', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [require.resolve('tsx/cli'), path.join(process.cwd(), 'scripts', 'serve', 'mcp.ts'), root],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'test', version: '1.0.0' });
    try {
      await client.connect(transport);
      expect(client.getServerVersion()?.name).toBe(SERVER_NAME);
      await askTheThreeQuestions(client);
      const version = JSON.parse(textOf(await client.callTool({ name: 'docs_version', arguments: {} }))) as Record<string, unknown>;
      expect(version).toMatchObject({ version: '8.5.0 (@mui/x-tree-view 8.6.0)', pages: 4 });
    } finally {
      await client.close();
    }
  }, 120_000);

  it('refuses a folder without an export, saying how to make one', () => {
    expect(() => loadDocsCorpus(os.tmpdir())).toThrow(/holds no export of the docs .*run `npm run build`/);
  });
});
