/** @jest-environment node */
import { buildPlannedPage, buildSymbolPage, type SymbolSources } from './buildApiPage';
import type { ApiEntry } from './apiEntries';
import type { ApiSymbolContent, RawMember, RawSymbol } from './types';

const links = { resolveName: () => undefined, resolveUrl: () => undefined };
const member = (name: string, optional = true): RawMember => ({ name, type: 'boolean', optional, doc: { text: '', tags: [] } });
const raw = (overrides: Partial<RawSymbol> = {}): RawSymbol => ({
  name: 'DataGridPremium',
  kind: 'component',
  doc: { text: '', tags: [] },
  members: ['columns', 'pagination', 'treeData', 'aggregationModel'].map((name) => member(name, name !== 'columns')),
  slots: ['toolbar', 'detailPanelExpandIcon', 'aiAssistantPanel'].map((name) => member(name)),
  ...overrides,
});
const entry: ApiEntry = { pathname: '/x/api/data-grid/data-grid-premium', product: 'data-grid', kind: 'symbol', title: 'DataGridPremium', plan: 'premium' };
const sources = (overrides: Partial<SymbolSources> = {}): SymbolSources => ({
  raw: raw(),
  edition: 'premium',
  packageName: '@mui/x-data-grid-premium',
  version: '8.5.0',
  importFrom: [{ edition: 'premium', packageName: '@mui/x-data-grid-premium', subpath: true }],
  lowerEditions: [
    { edition: 'pro', members: ['columns', 'pagination', 'treeData'], slots: ['toolbar', 'detailPanelExpandIcon'] },
    { edition: 'community', members: ['columns', 'pagination'], slots: ['toolbar'] },
  ],
  ...overrides,
});
const plans = (content: ApiSymbolContent, id: string) =>
  Object.fromEntries(content.sections.find((section) => section.id === id)!.items.map((item) => [item.name, item.plan ?? '-']));

describe('buildSymbolPage', () => {
  it('badges each member with the lowest edition that adds it', () => {
    const content = buildSymbolPage(entry, sources(), links, 'Data Grid').content as ApiSymbolContent;
    expect(plans(content, 'props')).toEqual({ columns: '-', pagination: '-', treeData: 'pro', aggregationModel: 'premium' });
    expect(plans(content, 'slots')).toEqual({ toolbar: '-', detailPanelExpandIcon: 'pro', aiAssistantPanel: 'premium' });
  });

  it('badges nothing when no lower edition has a counterpart', () => {
    const content = buildSymbolPage(entry, sources({ lowerEditions: [] }), links, 'Data Grid').content as ApiSymbolContent;
    expect(Object.values(plans(content, 'props'))).toEqual(['-', '-', '-', '-']);
  });

  it('measures against the lowest edition that has the symbol', () => {
    const content = buildSymbolPage(entry, sources({ lowerEditions: [{ edition: 'pro', members: ['columns', 'pagination', 'treeData'], slots: [] }] }), links, 'Data Grid')
      .content as ApiSymbolContent;
    expect(plans(content, 'props')).toEqual({ columns: '-', pagination: '-', treeData: '-', aggregationModel: 'premium' });
  });

  it('writes the import lines with the subpath first and the plan badge', () => {
    const content = buildSymbolPage(entry, sources(), links, 'Data Grid').content as ApiSymbolContent;
    expect(content.imports).toEqual([
      { code: "import { DataGridPremium } from '@mui/x-data-grid-premium/DataGridPremium';", plan: 'premium' },
      { code: "import { DataGridPremium } from '@mui/x-data-grid-premium';", plan: 'premium' },
    ]);
    expect(content.source).toBe('@mui/x-data-grid-premium 8.5.0');
  });

  it('leaves out empty sections and notes', () => {
    const content = buildSymbolPage(entry, sources({ raw: raw({ slots: [], members: [] }) }), links, 'Data Grid').content as ApiSymbolContent;
    expect(content.sections).toEqual([{ id: 'props', title: 'Props', items: [] }]);
    expect(content).not.toHaveProperty('intro');
    expect(content).not.toHaveProperty('notice');
    expect(content).not.toHaveProperty('deprecated');
  });

  it.each([
    [{ nativeAttributes: 'svg' as const }, '<p>The component also accepts the native SVG attributes (<code>id</code>, <code>aria-*</code>, event handlers…), which are not listed here.</p>'],
    [{ acceptsRef: true }, '<p>The component also accepts <code>ref</code>.</p>'],
    [{}, undefined],
  ])('notes what else the props accept (%j)', (extra, note) => {
    const content = buildSymbolPage(entry, sources({ raw: raw(extra) }), links, 'Data Grid').content as ApiSymbolContent;
    expect(content.sections[0].note).toBe(note);
  });

  it('shows the deprecation of the whole symbol and a short alias definition', () => {
    const alias = raw({ kind: 'interface', name: 'GridApi', definition: 'GridApiPremium', doc: { text: 'The full API.', tags: [{ tag: 'deprecated', text: 'Use `GridApiPremium`.' }] } });
    const page = buildSymbolPage({ ...entry, title: 'GridApi' }, sources({ raw: alias }), links, 'Data Grid');
    const content = page.content as ApiSymbolContent;
    expect(content).toMatchObject({ kind: 'interface', deprecated: 'Use <code>GridApiPremium</code>.', definition: 'GridApiPremium', intro: '<p>The full API.</p>' });
    expect(content.sections.map((section) => section.id)).toEqual(['members']);
    expect(content.imports[0].code).toBe("import type { GridApi } from '@mui/x-data-grid-premium/GridApi';");
  });

  it.each([
    [raw(), 'DataGridPremium API reference: props and slots of this MUI X Data Grid component, with types, defaults and descriptions (@mui/x-data-grid-premium 8.5.0).'],
    [raw({ slots: [] }), 'DataGridPremium API reference: props of this MUI X Data Grid component, with types, defaults and descriptions (@mui/x-data-grid-premium 8.5.0).'],
    [raw({ classes: { interfaceName: 'GridClasses', keys: [member('root')] } }), 'DataGridPremium API reference: props, slots and CSS classes of this MUI X Data Grid component, with types, defaults and descriptions (@mui/x-data-grid-premium 8.5.0).'],
  ])('describes the page for search results (%#)', (symbol, description) => {
    const page = buildSymbolPage(entry, sources({ raw: symbol }), links, 'Data Grid');
    expect(page.description).toBe(description);
    expect(page.description.length).toBeLessThanOrEqual(200);
  });
});

describe('buildPlannedPage', () => {
  it('says the symbol is not released yet, naming the packages', () => {
    const page = buildPlannedPage({ ...entry, title: 'GridFuture', planned: true }, ['@mui/x-data-grid', '@mui/x-data-grid-pro']);
    expect(page).toEqual({
      pathname: '/x/api/data-grid/data-grid-premium',
      title: 'GridFuture API',
      description: 'GridFuture is a planned MUI X API: no installed package exports it yet, so its reference is not available.',
      content: {
        kind: 'planned',
        notice: '<p><code>GridFuture</code> is planned. None of the installed packages (@mui/x-data-grid, @mui/x-data-grid-pro) exports it yet; its reference will be generated here once a release does.</p>',
      },
    });
  });
});
