/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { guideMarkdown, type DemoExport } from './guideMarkdown';
import { demoExport } from './markdownFiles';
import { markerLeaks } from './markdownText';
import { loadDemoBuild } from '../demos/build/demoBuild';
import type { DemoSources } from '../contracts';
import { readFrontMatter } from '../markdown/frontMatter';
import { siteTree } from '../nav/build/siteTree';
import { guidePages } from '../nav/tree';
import { isSyntheticPage } from '../nav/build/extraPages';
import { contentFileFor } from '../markdown/contentFile';
import { findDemoDirectives, findGeneratedDirectives } from '../markdown/outline';
import { generatedSection } from '../privacy/build/generatedSections';
import { renderer } from '../markdown/renderer';

const HOST = 'https://docs.example.com';

const PAGE = `---
title: Sorting
description: Sort rows by one or more columns.
---

Readers sort by clicking a header. See [filtering](/x/react-data-grid/filtering/), [below](#from-code) and [MDN](https://developer.mozilla.org/).

## Initial sorting

{{"demo": "SortingGrid.tsx", "height": 318}}

## From code

\`\`\`tsx
import { useGridApiRef } from '@mui/x-data-grid';
// ---cut---
const apiRef = useGridApiRef();
// ---cut-start---
const hidden = 1;
// ---cut-end---
apiRef.current?.sortColumn('name', 'asc');
// ---cut-after---
export {};
\`\`\`

\`\`\`ts
// @errors: 2322
const wrong: number = 'text';
\`\`\`

\`\`\`tsx
// A fence without notation is left as written, its directive-looking line too:
{{"demo": "NotADemo.tsx"}}
const link = '](/x/not-a-link)';
\`\`\`

{{"demo": "SortingGridDense.tsx"}}
`;

const DEMO = `import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import { rows } from './data/rows';

export default function SortingGrid() {
  return (
    <div style={{ height: 300 }}>
      {/* preview-start */}
      <DataGrid rows={rows} columns={[{ field: 'name' }]} />
      {/* preview-end */}
    </div>
  );
}
`;

const DATA = `export const rows = [{ id: 1, name: 'Ada' }];\n`;

describe('guideMarkdown', () => {
  let dir: string;
  let demos: Record<string, DemoExport>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    fs.mkdirSync(path.join(dir, 'data-grid', 'data'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data-grid', 'SortingGrid.tsx'), DEMO);
    fs.writeFileSync(path.join(dir, 'data-grid', 'SortingGridDense.tsx'), DEMO.replace('SortingGrid()', 'SortingGridDense()'));
    fs.writeFileSync(path.join(dir, 'data-grid', 'data', 'rows.ts'), DATA);
    demos = {
      'SortingGrid.tsx': await demoExport('data-grid', 'SortingGrid.tsx', 'sorting.md', dir),
      'SortingGridDense.tsx': await demoExport('data-grid', 'SortingGridDense.tsx', 'sorting.md', dir),
    };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const markdown = () => guideMarkdown({ raw: PAGE, source: 'sorting.md', pathname: '/x/react-data-grid/sorting', demos, host: HOST });

  it('takes a demo\'s source as the page\'s copy button gives it, with the data modules it imports', async () => {
    const { sourcesFile } = await loadDemoBuild('data-grid', 'SortingGrid.tsx', 'sorting.md', dir);
    const system = (JSON.parse(sourcesFile.json) as DemoSources).stylings['MUI System'];
    expect(demos['SortingGrid.tsx'].code).toBe(system.TS.code);
    expect(demos['SortingGrid.tsx'].code).not.toContain('preview-');
    expect(Object.keys(demos['SortingGrid.tsx'].files)).toEqual(['data/rows.ts']);
  });

  it('puts each demo\'s source where its directive was, and each data module after the first demo that uses it', () => {
    const text = markdown();
    expect(text).toMatch(/^# Sorting\n\n> Sort rows by one or more columns\.\n\nFrom https:\/\/docs\.example\.com\/x\/react-data-grid\/sorting\/\n\n/);
    const code = demos['SortingGrid.tsx'].code.trimEnd();
    expect(text).toContain(`## Initial sorting\n\n\`\`\`tsx title="SortingGrid.tsx"\n${code}\n\`\`\`\n\n\`\`\`ts title="data/rows.ts"\n${DATA.trimEnd()}\n\`\`\`\n\n## From code`);
    expect(text.trimEnd().endsWith(`\`\`\`tsx title="SortingGridDense.tsx"\n${demos['SortingGridDense.tsx'].code.trimEnd()}\n\`\`\``)).toBe(true);
    expect(text.split('title="data/rows.ts"')).toHaveLength(2);
    expect(text).not.toMatch(/\{\{"demo": "SortingGrid/);
  });

  it('shows code fences as readers see them: the type-checking notation and its hidden lines are gone', () => {
    const text = markdown();
    expect(text).toContain("```tsx\nconst apiRef = useGridApiRef();\napiRef.current?.sortColumn('name', 'asc');\n```");
    expect(text).toContain("```ts\nconst wrong: number = 'text';\n```");
    expect(markerLeaks(text)).toEqual([]);
    // A fence without notation is untouched, links and directives inside it too.
    expect(text).toContain('{{"demo": "NotADemo.tsx"}}');
    expect(text).toContain("const link = '](/x/not-a-link)';");
  });

  it('makes the site\'s links and the page\'s anchors absolute, and leaves other links alone', () => {
    const text = markdown();
    expect(text).toContain('[filtering](https://docs.example.com/x/react-data-grid/filtering/)');
    expect(text).toContain('[below](https://docs.example.com/x/react-data-grid/sorting/#from-code)');
    expect(text).toContain('[MDN](https://developer.mozilla.org/)');
  });

  it('fails naming the page\'s line when a demo\'s source is missing or a fence\'s notation is broken', () => {
    expect(() => guideMarkdown({ raw: PAGE, source: 'data/docs/sorting.md', pathname: '/x/s', demos: {}, host: HOST })).toThrow(
      'data/docs/sorting.md:10: no source for demo SortingGrid.tsx',
    );
    const broken = '---\ntitle: T\ndescription: D\n---\n\n```ts\n// ---cut-end---\nconst a = 1;\n```\n';
    expect(() => guideMarkdown({ raw: broken, source: 'b.md', pathname: '/x/b', demos: {}, host: HOST })).toThrow('b.md:6: "// ---cut-end---" without');
  });

  it('keeps a fence inside a quote in its quote', () => {
    const quoted = '---\ntitle: T\ndescription: D\n---\n\n> Note:\n>\n> ```ts\n> type A = 1;\n> // ---cut---\n> const a = 1;\n> ```\n';
    expect(guideMarkdown({ raw: quoted, source: 'q.md', pathname: '/x/q', demos: {}, host: HOST })).toContain('> ```ts\n> const a = 1;\n> ```');
  });
});

describe('every guide of the site', () => {
  // The demos' own sources are checked above and by the prebuild step (each file it writes); here
  // each stands in as one line, so the whole content is checked in a few seconds.
  const pages = guidePages(siteTree())
    .filter((page) => !isSyntheticPage(page.pathname) && fs.existsSync(contentFileFor(page.pathname)))
    .map((page) => ({ pathname: page.pathname, file: contentFileFor(page.pathname) }));

  it('exports without build-time notation, and with absolute links only', () => {
    expect(pages.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const { pathname, file } of pages) {
      const raw = fs.readFileSync(file, 'utf8');
      const source = path.relative(process.cwd(), file);
      const body = readFrontMatter(raw, source).content;
      const demos = Object.fromEntries(findDemoDirectives(body, source).map(({ file: demo }) => [demo, { code: `// ${demo}\n`, files: {} }]));
      const sections = Object.fromEntries(findGeneratedDirectives(body, source).map(({ name }) => [name, generatedSection(name, source)]));
      const text = guideMarkdown({ raw, source, pathname, demos, sections, host: HOST });
      problems.push(...markerLeaks(text).map((leak) => `${source}: ${leak}`));
      const hrefs = renderer.parse(text, {}).flatMap((token) => (token.children ?? []).filter((child) => child.type === 'link_open').map((child) => child.attrGet('href') ?? ''));
      problems.push(...hrefs.filter((href) => !/^(https?:|mailto:)/.test(href)).map((href) => `${source}: relative link ${href}`));
    }
    expect(problems).toEqual([]);
  });
});
