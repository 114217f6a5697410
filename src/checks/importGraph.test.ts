/**
 * @jest-environment node
 */
import { checkTree, describeCycle, fileEdges, folderCycles, folderGraph, parseImports, ruleViolations } from './importGraph';

describe('parseImports', () => {
  it.each([
    ["import { a } from './a';", [{ specifier: './a', typeOnly: false }]],
    ["import type { A } from '../contracts';", [{ specifier: '../contracts', typeOnly: true }]],
    ["import { type A, type B } from './types';", [{ specifier: './types', typeOnly: true }]],
    ["import { type A, b } from './mixed';", [{ specifier: './mixed', typeOnly: false }]],
    ["import {\n  a,\n  b,\n} from './multi';", [{ specifier: './multi', typeOnly: false }]],
    ["export { x } from './x';\nexport type * from './y';", [{ specifier: './x', typeOnly: false }, { specifier: './y', typeOnly: true }]],
    ["import '../code/tailwind.css';", [{ specifier: '../code/tailwind.css', typeOnly: false }]],
    ["const Demo = dynamic(() => import('../code/Demo'));", [{ specifier: '../code/Demo', typeOnly: false }]],
    ["// import { old } from './old';\n/* import { older } from './older'; */", []],
    ["export function f() { return 1; }\nconst url = 'https://example.com';", []],
  ])('%s', (source, expected) => {
    expect(parseImports(source)).toEqual(expected);
  });
});

const edgesOf = (files: Record<string, string>) => fileEdges(Object.entries(files).map(([file, text]) => ({ file, text })));

describe('ruleViolations', () => {
  it.each([
    ['src/lib/storage.ts', "import { x } from '../theme/preferences';", 'src/lib is a lower floor'],
    ['src/layout/Page.tsx', "import type { T } from '../markdown/markdown';", 'browser code never imports build-time code (src/markdown)'],
    ['src/layout/Page.tsx', "import { loadDocsPage } from '../content/loadDocsPage';", 'browser code never imports build-time code (src/content)'],
    ['src/demos/Demo.tsx', "import { loadDemoBuild } from './build/demoBuild';", 'browser code never imports build-time code (src/demos/build)'],
    ['src/search/SearchDialog.tsx', "import type { Q } from '../api/build/types';", 'browser code never imports build-time code (src/api/build)'],
    ['src/sw/worker.ts', "import { x } from '../checks/linkCheck';", 'browser code never imports build-time code (src/checks)'],
    ['src/theme/theme.ts', "import { y } from '../export/hosting/csp';", 'browser code never imports build-time code (src/export)'],
    ['src/search/useSearch.ts', "import { searchDocs } from '../mcp/searchDocs';", 'browser code never imports build-time code (src/mcp)'],
    ['src/markdown/markdown.ts', "import { demoRefs } from '../demos/build/demoBuild';", 'src/markdown is a lower floor'],
    ['src/nav/Tree.tsx', "import { OnDemand } from '../shell/AppShell';", 'src/shell is the composition'],
    ['data/pages.ts', "import type { NavPage } from '../src/nav/tree';", 'data/ imports types from src/contracts only'],
    ['data/pages.ts', "import { helper } from '../src/contracts';", 'data/ imports types only'],
    ['src/contracts/page.ts', "import type { X } from '../nav/types';", 'src/contracts is a lower floor'],
    ['src/core/PageContext.tsx', "import { t } from '../i18n/I18nProvider';", 'src/core is a lower floor'],
  ])('%s: %s', (file, source, message) => {
    const violations = ruleViolations(edgesOf({ [file]: source }));
    expect(violations).toHaveLength(1);
    expect(violations[0].message).toContain(message);
    expect(violations[0].message).toContain(file);
  });

  it.each([
    ['src/content/loadDocsPage.ts', "import { getPageData } from '../nav/pageData';"],
    ['src/demos/build/demoBuild.ts', "import { highlightCode } from '../../markdown/markdown';"],
    ['src/api/build/entryHtml.ts', "import { memberAnchor } from '../../routing/anchors';"],
    ['src/export/markdownFiles.ts', "import { apiEntries } from '../api/build/apiEntries';"],
    ['src/mcp/searchDocs.ts', "import { rankHits } from '../search/results';"],
    ['src/demos/Demo.tsx', "import { CodeBlock } from '../code/CodeBlock';"],
    ['src/layout/Page.tsx', "import type { TocEntry } from '../contracts';"],
    ['data/pages.ts', "import type { NavPage } from '../src/contracts';"],
    ['src/lib/storage.ts', "import { site } from '../../data/site';"],
    ['src/nav/tree.ts', "import { toHref } from '../routing/paths';"],
  ])('allows %s: %s', (file, source) => {
    expect(ruleViolations(edgesOf({ [file]: source }))).toEqual([]);
  });
});

describe('folderCycles', () => {
  it('finds a cycle between folders and names a file edge for each direction', () => {
    const edges = edgesOf({
      'src/nav/Switcher.tsx': "import { Button } from '../layout/Button';",
      'src/layout/Frame.tsx': "import { Drawer } from '../nav/Drawer';",
      'src/ads/Ad.tsx': "import { sendEvent } from '../analytics/sendEvent';",
    });
    const cycles = folderCycles(folderGraph(edges));
    expect(cycles).toEqual([['src/layout', 'src/nav']]);
    expect(describeCycle(cycles[0], edges)).toEqual([
      'src/layout -> src/nav (src/layout/Frame.tsx -> src/nav/Drawer)',
      'src/nav -> src/layout (src/nav/Switcher.tsx -> src/layout/Button)',
    ]);
  });

  it('ignores imports inside one folder', () => {
    const edges = edgesOf({ 'src/nav/a.ts': "import { b } from './b';", 'src/nav/b.ts': "import { a } from './a';" });
    expect(folderCycles(folderGraph(edges))).toEqual([]);
  });
});

describe('the source tree', () => {
  const { cycles, violations, edges } = checkTree(process.cwd());

  it('has no folder cycle', () => {
    expect(cycles.map((cycle) => describeCycle(cycle, edges).join('\n'))).toEqual([]);
  });

  it('imports only in the allowed directions', () => {
    expect(violations.map((violation) => violation.message)).toEqual([]);
  });
});
