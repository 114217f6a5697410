/** @jest-environment node */
import { apiEntries, createLinkResolver } from './apiEntries';
import { createUrlResolver } from './docText';
import { counterpartNames, generateApiPages, type GenerateOptions } from './generateApiPages';
import { loadFixtureProgram } from './fixtures/fixtureProgram';
import type { NavPage } from '../../contracts';
import type { ApiIndexContent, ApiPageFile, ApiSymbolContent } from './types';

const products = [
  {
    id: 'widget',
    packages: [
      { edition: 'community', name: '@mui/x-widget' },
      { edition: 'pro', name: '@mui/x-widget-pro' },
    ],
  },
] as const;

const tree = (extra: NavPage[] = []): NavPage[] => [
  { pathname: '/x/react-widget', title: 'Overview' },
  {
    pathname: '/x/api/widget-group',
    title: 'API reference',
    children: [
      { pathname: '/x/api/widget', title: 'Index' },
      { pathname: '/x/api/widget/widget', title: 'Widget' },
      { pathname: '/x/api/widget/widget-pro', title: 'WidgetPro', plan: 'pro' },
      { pathname: '/x/api/widget/widget-row', title: 'WidgetRow' },
      { pathname: '/x/api/widget/future-widget', title: 'FutureWidget', planned: true },
      ...extra,
    ],
  },
];

function generate(pages: NavPage[], overrides: Partial<GenerateOptions> = {}) {
  const entries = apiEntries(pages, ['widget']);
  const classNameCalls: string[] = [];
  const result = generateApiPages({
    entries,
    products,
    productName: () => 'Widget',
    resolveName: createLinkResolver(entries),
    resolveUrl: createUrlResolver(new Set(['/x/react-widget', ...entries.map((entry) => entry.pathname)])),
    loadProgram: loadFixtureProgram,
    packageInfo: (name) => ({ version: '1.2.3', subpaths: new Set(name === '@mui/x-widget' ? ['.', './Widget'] : ['.']) }),
    classNames: (packageName, objectName) => {
      classNameCalls.push(`${packageName}:${objectName}`);
      return { root: 'MuiWidget-root', label: 'MuiWidget-label' };
    },
    ...overrides,
  });
  return { pages: result, classNameCalls };
}

const { pages, classNameCalls } = generate(tree());
const byPath = (pathname: string) => pages.find((page) => page.pathname === pathname) as ApiPageFile;
const symbolContent = (pathname: string) => byPath(pathname).content as ApiSymbolContent;
const section = (pathname: string, id: string) => symbolContent(pathname).sections.find((item) => item.id === id)!;
const item = (pathname: string, id: string, name: string) => section(pathname, id).items.find((member) => member.name === name);

describe('generateApiPages over the fixture packages', () => {
  it('writes a page per entry, the index last', () => {
    expect(pages.map((page) => page.pathname)).toEqual([
      '/x/api/widget/widget',
      '/x/api/widget/widget-pro',
      '/x/api/widget/widget-row',
      '/x/api/widget/future-widget',
      '/x/api/widget',
    ]);
  });

  it('documents an export of the `Unstable_` prefix under its unprefixed entry, saying it is unstable', () => {
    const { pages: withChart } = generate(tree([{ pathname: '/x/api/widget/widget-chart', title: 'WidgetChart', plan: 'pro' }]));
    const page = withChart.find((item) => item.pathname === '/x/api/widget/widget-chart')!;
    const content = page.content as ApiSymbolContent;
    expect(page.title).toBe('Unstable_WidgetChart API');
    expect(content.imports.map((line) => line.code)).toEqual(["import { Unstable_WidgetChart } from '@mui/x-widget-pro';"]);
    expect(content.notice).toBe('<p>Exported as <code>Unstable_WidgetChart</code> by @mui/x-widget-pro 1.2.3: an unstable API, which may change in a minor release.</p>');
    expect(content.sections[0].items.map((member) => member.name)).toEqual(['values']);
  });

  it('titles and describes a component page', () => {
    expect(byPath('/x/api/widget/widget')).toMatchObject({
      title: 'Widget API',
      description: 'Widget API reference: props, slots and CSS classes of this MUI X Widget component, with types, defaults and descriptions (@mui/x-widget 1.2.3).',
    });
  });

  it('gives import lines of the editions that really export the component (the Pro stub is skipped)', () => {
    expect(symbolContent('/x/api/widget/widget').imports).toEqual([
      { code: "import { Widget } from '@mui/x-widget/Widget';" },
      { code: "import { Widget } from '@mui/x-widget';" },
    ]);
    expect(symbolContent('/x/api/widget/widget-row').imports).toEqual([
      { code: "import type { WidgetRow } from '@mui/x-widget';" },
      { code: "import type { WidgetRow } from '@mui/x-widget-pro';", plan: 'pro' },
    ]);
  });

  it('renders the props: required first, type, default, deprecation, links', () => {
    expect(section('/x/api/widget/widget', 'props').items.map((member) => member.name)).toEqual([
      'name',
      'classes',
      'dense',
      'guide',
      'legacy',
      'onRowClick',
      'rows',
      'size',
      'slots',
    ]);
    expect(item('/x/api/widget/widget', 'props', 'name')).toEqual({
      name: 'name',
      type: 'string',
      description: '<p>Identifies the widget.</p>',
      required: true,
    });
    expect(item('/x/api/widget/widget', 'props', 'rows')).toEqual({
      name: 'rows',
      type: 'readonly <a href="/x/api/widget/widget-row/">WidgetRow</a>[]',
      default: '<code>[]</code>',
      description: '<p>The rows to show, see <a href="/x/api/widget/widget-row/"><code>WidgetRow</code></a>.</p>',
    });
    expect(item('/x/api/widget/widget', 'props', 'size')).toMatchObject({ type: "'small' | 'medium' | 'large'", default: "<code>'medium'</code>" });
    expect(item('/x/api/widget/widget', 'props', 'dense')?.deprecated).toBe('Use <code>size=&quot;small&quot;</code> instead.');
    expect(item('/x/api/widget/widget', 'props', 'legacy')?.deprecated).toBe('');
    expect(item('/x/api/widget/widget', 'props', 'onRowClick')).toMatchObject({
      description: '<p>Callback fired when a row is clicked.</p>',
      tags: [
        { kind: 'params', items: [{ name: 'row', html: '<p>The row clicked.</p>' }, { name: 'index', html: '<p>Its position.</p>' }] },
        { kind: 'returns', items: [{ html: '<p>Whether the click was handled.</p>' }] },
      ],
    });
    expect(item('/x/api/widget/widget', 'props', 'guide')?.description).toBe(
      '<p>Read more in <a href="https://example.com/widget" target="_blank" rel="noopener noreferrer">the widget guide</a>.</p>',
    );
    expect(section('/x/api/widget/widget', 'props').note).toBe(
      '<p>The component also accepts <code>ref</code> and the native HTML attributes (<code>id</code>, <code>aria-*</code>, event handlers…), which are not listed here.</p>',
    );
  });

  it('lists slots and CSS classes with their global class names', () => {
    expect(section('/x/api/widget/widget', 'slots').items).toEqual([
      { name: 'footer', description: '<p>Custom footer.</p>' },
      { name: 'icon', default: '<code>WidgetIcon</code>', description: '<p>Icon shown before the label.</p>' },
    ]);
    expect(section('/x/api/widget/widget', 'classes').items).toEqual([
      { name: 'label', description: '<p>Styles applied to the label element.</p>', className: 'MuiWidget-label' },
      { name: 'root', description: '<p>Styles applied to the root element.</p>', className: 'MuiWidget-root' },
    ]);
    expect(classNameCalls).toContain('@mui/x-widget:widgetClasses');
  });

  it('keeps the demos of the description, rewritten to this site, and drops the self link', () => {
    expect(symbolContent('/x/api/widget/widget').intro).toBe('<p>Demos:</p>\n<ul>\n<li><a href="/x/react-widget/">Widget</a></li>\n</ul>');
  });

  it('badges the props a paid edition adds, against the MIT counterpart', () => {
    const content = symbolContent('/x/api/widget/widget-pro');
    expect(content.imports).toEqual([{ code: "import { WidgetPro } from '@mui/x-widget-pro';", plan: 'pro' }]);
    expect(item('/x/api/widget/widget-pro', 'props', 'rowReordering')).toMatchObject({ plan: 'pro', default: '<code>false</code>' });
    expect(item('/x/api/widget/widget-pro', 'props', 'name')?.plan).toBeUndefined();
  });

  it('renders an interface page with its members', () => {
    const content = symbolContent('/x/api/widget/widget-row');
    expect(byPath('/x/api/widget/widget-row').description).toBe(
      'WidgetRow API reference: the members of this MUI X Widget type, with their types and descriptions (@mui/x-widget 1.2.3).',
    );
    expect(content.kind).toBe('interface');
    expect(content.intro).toBe('<p>One row of a widget.</p>');
    expect(content.sections.map((item) => [item.id, item.items.map((member) => member.name)])).toEqual([['members', ['format', 'id', 'label']]]);
  });

  it('writes a planned page for a planned entry no package exports', () => {
    expect(byPath('/x/api/widget/future-widget')).toMatchObject({ title: 'FutureWidget API', content: { kind: 'planned' } });
  });

  it('writes the index with the packages and every page grouped by kind', () => {
    const index = byPath('/x/api/widget');
    expect(index.title).toBe('Widget API');
    expect(index.content as ApiIndexContent).toEqual({
      kind: 'index',
      packages: [
        { name: '@mui/x-widget', version: '1.2.3' },
        { name: '@mui/x-widget-pro', version: '1.2.3', plan: 'pro' },
      ],
      groups: [
        {
          id: 'components', title: 'Components',
          items: [
            { name: 'Widget', href: '/x/api/widget/widget/' },
            { name: 'WidgetPro', href: '/x/api/widget/widget-pro/', plan: 'pro' },
          ],
        },
        { id: 'interfaces', title: 'Interfaces', items: [{ name: 'WidgetRow', href: '/x/api/widget/widget-row/', summary: 'One row of a widget.' }] },
        { id: 'planned', title: 'Planned', items: [{ name: 'FutureWidget', href: '/x/api/widget/future-widget/' }] },
      ],
    });
  });

  it('fails naming every entry whose symbol no package exports', () => {
    const extra: NavPage[] = [
      { pathname: '/x/api/widget/gone', title: 'Gone' },
      { pathname: '/x/api/widget/also-gone', title: 'AlsoGone' },
    ];
    expect(() => generate(tree(extra))).toThrow(
      /2 entries have no exported symbol[\s\S]*\/x\/api\/widget\/gone \(Gone\) is exported by none of @mui\/x-widget, @mui\/x-widget-pro[\s\S]*\/x\/api\/widget\/also-gone \(AlsoGone\)/,
    );
  });

  it('loads each edition once', () => {
    const loaded: string[] = [];
    generate(tree(), {
      loadProgram: (names) => {
        loaded.push(names.join(','));
        return loadFixtureProgram(names);
      },
    });
    expect(loaded).toEqual(['@mui/x-widget', '@mui/x-widget-pro']);
  });
});

describe('counterpartNames', () => {
  it.each([
    ['DataGridPremium', 'community', ['DataGridPremium', 'DataGrid']],
    ['DataGridPremium', 'pro', ['DataGridPremium', 'DataGridPro']],
    ['BarChartPro', 'community', ['BarChartPro', 'BarChart']],
    ['GridColDef', 'pro', ['GridColDef', 'GridColDefPro']],
    ['GridColDef', 'community', ['GridColDef']],
  ] as const)('%s in %s -> %j', (name, edition, names) => {
    expect(counterpartNames(name, edition)).toEqual(names);
  });
});
