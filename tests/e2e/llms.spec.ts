import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { test, expect, OUT_DIR, THIRD_PARTY, waitForHydration } from './fixtures';
import { site } from '../../data/site';
import { markerLeaks } from '../../src/export/markdownText';

/**
 * Docs for machines, on the exported site: the page menu beside "Copy as Markdown" (by keyboard, its
 * links naming the page's markdown), the markdown files as an assistant reads them, the llms.txt files
 * of the site and of each product, and the MCP server answering from out/ over stdio.
 */
const PAGE = '/x/react-data-grid/sorting/';
const MARKDOWN = '/x/react-data-grid/sorting.md';

/** Every `.md` file of the export, as site paths. */
function exportedMarkdown(dir = path.join(OUT_DIR, 'x'), prefix = '/x'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === '_next' ? [] : exportedMarkdown(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name.endsWith('.md') ? [`${prefix}/${entry.name}`] : [];
  });
}

const installedVersion = (name: string) => (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

test.describe('the page menu', () => {
  test('opens by keyboard; its links name the page\'s markdown, and nothing of the assistants loads', async ({ page, problems }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (THIRD_PARTY.test(request.url()) && /chatgpt|claude|openai|anthropic/.test(request.url())) thirdParty.push(request.url());
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    const caret = page.getByRole('button', { name: 'Open in an assistant' });
    await caret.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Copy page as Markdown', /^View as Markdown/, /^Open in ChatGPT/, /^Open in Claude/]);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // The arrows wrap around, as in every MUI menu.
    await expect(items.nth(3)).toBeFocused();

    const prompt = (href: string | null) => new URL(href ?? '', 'https://x.invalid').searchParams.get('q') ?? '';
    await expect(items.nth(1)).toHaveAttribute('href', MARKDOWN);
    expect(prompt(await items.nth(2).getAttribute('href'))).toContain(`${site.host}${MARKDOWN}`);
    expect(await items.nth(2).getAttribute('href')).toMatch(/^https:\/\/chatgpt\.com\/\?q=/);
    expect(prompt(await items.nth(3).getAttribute('href'))).toContain(`${site.host}${MARKDOWN}`);
    expect(await items.nth(3).getAttribute('href')).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
    for (const index of [1, 2, 3]) await expect(items.nth(index)).toHaveAttribute('target', '_blank');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(caret).toBeFocused();
    await expect(caret).not.toHaveAttribute('aria-expanded', 'true');
    expect(thirdParty).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('its chunk is not among the scripts a page names: it loads when the caret is reached', () => {
    const html = fs.readFileSync(path.join(OUT_DIR, 'x', 'introduction', 'installation', 'index.html'), 'utf8');
    expect(html).toContain('aria-label="Open in an assistant"');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/(_next\/[^"?]+)"/g)].map(([, src]) => fs.readFileSync(path.join(OUT_DIR, decodeURIComponent(src)), 'utf8')).join('\n');
    expect(scripts).not.toContain('Open in ChatGPT');
    expect(scripts).not.toContain('claude.ai/new');
  });
});

test.describe('markdown for assistants', () => {
  test('no exported page carries build-time notation, or a link relative to the site', () => {
    const files = exportedMarkdown();
    expect(files.length).toBeGreaterThan(400);
    const problems: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(OUT_DIR, file), 'utf8');
      problems.push(...markerLeaks(text).map((leak) => `${file}:${leak}`));
      // Outside fences, every link target is absolute.
      const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      problems.push(...[...prose.matchAll(/\]\(([/#][^)]*)\)/g)].map(([, href]) => `${file}: relative link ${href}`));
    }
    expect(problems).toEqual([]);
  });

  test('llms.txt and llms-full.txt, for the site and each product, name the installed versions', async ({ request }) => {
    for (const base of ['/x', '/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view']) {
      const index = await request.get(`${base}/llms.txt`);
      expect(index.status(), base).toBe(200);
      const text = await index.text();
      expect(text).toMatch(/^# MUI X.*\n\n> .+\n\nThese docs describe `@mui\/x-/);
      expect(text).toContain(`${site.host}${base}/llms-full.txt`);
      expect(text).toContain('\n## Optional\n\n- [');
      expect((await request.get(`${base}/llms-full.txt`)).status(), base).toBe(200);
    }
    const grid = await (await request.get('/x/react-data-grid/llms.txt')).text();
    expect(grid).toContain(`These docs describe \`@mui/x-data-grid\` ${installedVersion('@mui/x-data-grid')}, \`@mui/x-data-grid-pro\``);
    expect(grid).toContain(`- [Sorting](${site.host}${MARKDOWN}): `);
    expect(grid).toContain(`- [DataGrid API](${site.host}/x/api/data-grid/data-grid.md): `);
    expect(grid).not.toContain('/x/react-charts/');
    const full = await (await request.get('/x/react-data-grid/llms-full.txt')).text();
    // Every guide of the product, whole, as its own markdown file has it.
    expect(full).toContain(`\n---\n\n${await (await request.get(MARKDOWN)).text()}`);
    expect(full).not.toContain('\n# Bars overview\n');
    const site_ = await (await request.get('/x/llms-full.txt')).text();
    expect(site_).toContain('\n# Bars overview\n');
    expect(await (await request.get('/x/llms.txt')).text()).toContain(`[Tree View](${site.host}/x/react-tree-view/llms.txt)`);
  });
});

test.describe('the MCP server', () => {
  test('answers from out/ over stdio: search, a page with its demos\' code, a component\'s props with types', async () => {
    test.setTimeout(120_000);
    const client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [require.resolve('tsx/cli'), 'scripts/serve/mcp.ts', OUT_DIR], stderr: 'pipe' }),
    );
    try {
      const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as Array<{ text?: string }>).map((part) => part.text ?? '').join('');
      expect(client.getServerVersion()?.version).toMatch(new RegExp(`^${installedVersion('@mui/x-data-grid').replace(/\./g, '\\.')}`));

      const search = JSON.parse(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'checkboxSelection' } }))) as {
        version: string;
        results: Array<{ kind: string; page: string; url: string }>;
      };
      expect(search.results[0]).toMatchObject({ kind: 'prop', page: 'DataGrid API', url: `${site.host}/x/api/data-grid/data-grid/#props-checkboxSelection` });

      const sorting = textOf(await client.callTool({ name: 'get_page', arguments: { path: PAGE } }));
      expect(sorting).toBe(fs.readFileSync(path.join(OUT_DIR, MARKDOWN), 'utf8'));
      expect(sorting).toMatch(/```tsx title="\w+\.tsx"\nimport \* as React from 'react';[\s\S]*?<DataGrid/);

      const api = textOf(await client.callTool({ name: 'get_api', arguments: { name: 'DataGrid' } }));
      expect(api).toMatch(/^# DataGrid API\n/);
      expect(api).toContain('## Props\n\n| Name | Type | Default | Description |');
      expect(api).toMatch(/\n\| `checkboxSelection` \| `boolean` \| `false` \| /);
    } finally {
      await client.close();
    }
  });
});
