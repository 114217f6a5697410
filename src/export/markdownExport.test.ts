/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { absoluteLinks, apiMarkdown, codeBlock, guideMarkdown, inlineCode } from './markdownExport';
import { demoTypeScript, loadDemoBuild } from '../demos/build/demoBuild';
import type { ApiSymbolContent, DemoSources } from '../contracts';

const HOST = 'https://docs.example.com';

const PAGE = `---
title: Sorting
description: Sort rows by one or more columns.
---

Readers sort by clicking a header. See [filtering](/x/react-data-grid/filtering/) and [MDN](https://developer.mozilla.org/).

## Initial sorting

{{"demo": "SortingGrid.tsx", "height": 318}}

\`\`\`tsx
// A fence is left as written, its directive-looking line too:
{{"demo": "NotADemo.tsx"}}
const link = '](/x/not-a-link)';
\`\`\`
`;

const DEMO = `import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';

export default function SortingGrid() {
  return (
    <div style={{ height: 300 }}>
      {/* preview-start */}
      <DataGrid rows={[]} columns={[]} />
      {/* preview-end */}
    </div>
  );
}
`;

describe('guideMarkdown', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    fs.mkdirSync(path.join(dir, 'data-grid'));
    fs.writeFileSync(path.join(dir, 'data-grid', 'SortingGrid.tsx'), DEMO);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the demo\'s TypeScript source (as the page shows it) in place of its directive', async () => {
    const source = await demoTypeScript('data-grid', 'SortingGrid.tsx', 'sorting.md', dir);
    // The same text the page's copy button gives for the demo.
    const { sourcesFile } = await loadDemoBuild('data-grid', 'SortingGrid.tsx', 'sorting.md', dir);
    expect(source).toBe((JSON.parse(sourcesFile.json) as DemoSources).stylings['MUI System'].TS.code);
    expect(source).not.toContain('preview-start');

    const markdown = guideMarkdown({ raw: PAGE, source: 'sorting.md', pathname: '/x/react-data-grid/sorting', demos: { 'SortingGrid.tsx': source }, host: HOST });
    expect(markdown).toMatch(/^# Sorting\n\n> Sort rows by one or more columns\.\n\nFrom https:\/\/docs\.example\.com\/x\/react-data-grid\/sorting\/\n\n/);
    expect(markdown).toContain(`## Initial sorting\n\n\`\`\`tsx title="SortingGrid.tsx"\n${source.trimEnd()}\n\`\`\`\n`);
    expect(markdown).not.toContain('{{"demo": "SortingGrid.tsx"');
    // Inside a fence nothing changes.
    expect(markdown).toContain('{{"demo": "NotADemo.tsx"}}');
    expect(markdown).toContain("const link = '](/x/not-a-link)';");
    // Links of the site become absolute, others stay.
    expect(markdown).toContain('[filtering](https://docs.example.com/x/react-data-grid/filtering/)');
    expect(markdown).toContain('[MDN](https://developer.mozilla.org/)');
    expect(markdown.endsWith('```\n')).toBe(true);
  });

  it('fails naming the page and the demo when a source is missing', () => {
    expect(() => guideMarkdown({ raw: PAGE, source: 'data/docs/sorting.md', pathname: '/x/s', demos: {}, host: HOST })).toThrow(
      'data/docs/sorting.md:10: no source for demo SortingGrid.tsx',
    );
  });
});

describe('markdown helpers', () => {
  it('fences code that itself holds backticks with a longer fence', () => {
    expect(codeBlock('const a = `x`;\n```\n', 'ts')).toBe('````ts\nconst a = `x`;\n```\n````');
  });

  it.each([
    ['a | b', '`a | b`'],
    ['x`y', '``x`y``'],
    ['`edge`', '`` `edge` ``'],
  ])('inline code for %p', (text, expected) => {
    expect(inlineCode(text)).toBe(expected);
  });

  it('makes root links absolute outside fences only', () => {
    expect(absoluteLinks('[a](/x/a/) [b](#b)\n~~~\n[c](/x/c/)\n~~~\n[d](/x/d/#e)', 'https://h/')).toBe(
      '[a](https://h/x/a/) [b](#b)\n~~~\n[c](/x/c/)\n~~~\n[d](https://h/x/d/#e)',
    );
  });

});

describe('apiMarkdown', () => {
  const content: ApiSymbolContent = {
    kind: 'component',
    name: 'DataGrid',
    intro: '<p>See <a href="/x/react-data-grid/">the overview</a>.</p>',
    imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }, { code: "import { DataGridPro } from '@mui/x-data-grid-pro';", plan: 'pro' }],
    sections: [
      {
        id: 'props',
        title: 'Props',
        items: [
          {
            name: 'columns',
            type: 'readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]',
            description: '<p>Set of columns of type <a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>[].</p>',
            required: true,
          },
          { name: 'density', type: '&quot;compact&quot; | &quot;standard&quot;', default: '<code>&quot;standard&quot;</code>', description: '<p>Row height.</p>\n<p>Second paragraph.</p>' },
          { name: 'pivoting', type: 'boolean', plan: 'premium', deprecated: '<p>Use <code>pivotActive</code>.</p>' },
          {
            name: 'onRowClick',
            type: 'GridEventListener',
            description: '<p>Fired on a click.</p>',
            tags: [
              { kind: 'params', items: [{ name: 'params', html: '<p>With all properties from <a href="/x/api/data-grid/grid-row-params/"><code>GridRowParams</code></a>.</p>' }, { name: 'event', html: '' }] },
              { kind: 'returns', items: [{ html: '<p>Nothing.</p>' }] },
            ],
          },
        ],
        note: '<p>The component also accepts <code>ref</code>.</p>',
      },
      { id: 'slots', title: 'Slots', items: [{ name: 'toolbar', default: '<code>null</code>', description: '<p>The toolbar.</p>' }] },
      { id: 'classes', title: 'CSS classes', items: [{ name: 'root', className: 'MuiDataGrid-root', description: '<p>The root.</p>' }] },
    ],
    source: '@mui/x-data-grid 8.5.0',
  };

  it('gives the import lines and one table per section, with absolute links', () => {
    const markdown = apiMarkdown({ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid API', description: 'API reference of DataGrid.', content, host: HOST });
    expect(markdown).toMatch(/^# DataGrid API\n\n> API reference of DataGrid\.\n\nFrom https:\/\/docs\.example\.com\/x\/api\/data-grid\/data-grid\/\n\n/);
    expect(markdown).toContain('See [the overview](https://docs.example.com/x/react-data-grid/).');
    expect(markdown).toContain("```js\nimport { DataGrid } from '@mui/x-data-grid';\n// or\nimport { DataGridPro } from '@mui/x-data-grid-pro'; // Pro plan\n```");
    expect(markdown).toContain('## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n');
    expect(markdown).toContain(
      '| `columns` (required) | `readonly GridColDef<R>[]` |  | Set of columns of type [`GridColDef`](https://docs.example.com/x/api/data-grid/grid-col-def/)\\[\\]. |',
    );
    // Pipes inside a cell are escaped, paragraphs join on one line.
    expect(markdown).toContain('| `density` | `"compact" \\| "standard"` | `"standard"` | Row height. Second paragraph. |');
    expect(markdown).toContain('| `pivoting` (Premium plan) | `boolean` |  | **Deprecated**: Use `pivotActive`. |');
    // What the doc tags add follows the description, labelled, each parameter with its name.
    expect(markdown).toContain(
      '| `onRowClick` | `GridEventListener` |  | Fired on a click. **Parameters:** - `params`: With all properties from [`GridRowParams`](https://docs.example.com/x/api/data-grid/grid-row-params/). - `event` **Returns:** Nothing. |',
    );
    expect(markdown).toContain('The component also accepts `ref`.');
    expect(markdown).toContain('## Slots\n\n| Slot | Default | Description |\n| --- | --- | --- |\n| `toolbar` | `null` | The toolbar. |');
    expect(markdown).toContain('## CSS classes\n\n| Class name | Key | Description |\n| --- | --- | --- |\n| `.MuiDataGrid-root` | `root` | The root. |');
    expect(markdown.trimEnd().endsWith('_Generated from the type declarations of @mui/x-data-grid 8.5.0._')).toBe(true);
  });

  it('lists an index page\'s packages and pages', () => {
    const markdown = apiMarkdown({
      pathname: '/x/api/data-grid',
      title: 'Data Grid API',
      description: 'Index.',
      content: {
        kind: 'index',
        packages: [{ name: '@mui/x-data-grid', version: '8.5.0' }, { name: '@mui/x-data-grid-pro', version: '8.5.0', plan: 'pro' }],
        groups: [{ id: 'components', title: 'Components', items: [{ name: 'DataGrid', href: '/x/api/data-grid/data-grid/', summary: 'The grid.' }] }],
      },
      host: HOST,
    });
    expect(markdown).toContain('## Packages\n\n- `@mui/x-data-grid` 8.5.0\n- `@mui/x-data-grid-pro` 8.5.0 (Pro plan)');
    expect(markdown).toContain('## Components\n\n- [DataGrid](https://docs.example.com/x/api/data-grid/data-grid/): The grid.');
  });
});
