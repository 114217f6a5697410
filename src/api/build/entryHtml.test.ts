import { entryInnerHtml, LONG_SIGNATURE, toApiEntry } from './entryHtml';
import type { ApiMember, ApiSectionId } from '../../contracts';

const elements = (html: string) => (html.match(/<[a-z][a-z0-9]*/g) ?? []).length;

describe('entryInnerHtml', () => {
  it.each<[string, ApiSectionId, ApiMember, string]>([
    [
      'a required prop: the signature (linked name, type with its link), the chip, the lone paragraph as text',
      'props',
      { name: 'columns', type: 'readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]', required: true, description: '<p>Set of <code>columns</code>.</p>' },
      '<code class="api-sig"><a class="api-name" href="#props-columns">columns</a>: readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[] <span class="api-chip" data-chip="required">Required</span></code>\nSet of <code>columns</code>.',
    ],
    [
      'a default that is one code span joins the signature as text',
      'props',
      { name: 'autoHeight', type: 'boolean', default: '<code>false</code>' },
      '<code class="api-sig"><a class="api-name" href="#props-autoHeight">autoHeight</a>: boolean = false</code>',
    ],
    [
      'a default written as a sentence keeps its markup',
      'slots',
      { name: 'toolbar', default: 'The <code>GridToolbar</code>' },
      '<code class="api-sig"><a class="api-name" href="#slots-toolbar">toolbar</a> = The <code>GridToolbar</code></code>',
    ],
    [
      'deprecated with a reason, and a plan mark',
      'props',
      { name: 'rowSelection', type: 'boolean', deprecated: 'Use <code>checkboxSelection</code>.', plan: 'pro' },
      '<code class="api-sig"><a class="api-name" href="#props-rowSelection">rowSelection</a>: boolean <span class="api-chip" data-chip="deprecated">Deprecated</span> <span class="api-plan" data-plan="pro" role="img" aria-label="Pro plan" title="Pro plan"></span></code>\n<p class="api-deprecated">Deprecated: Use <code>checkboxSelection</code>.</p>',
    ],
    [
      'deprecated without a reason: the chip only',
      'slots',
      { name: 'footer', deprecated: '' },
      '<code class="api-sig"><a class="api-name" href="#slots-footer">footer</a> <span class="api-chip" data-chip="deprecated">Deprecated</span></code>',
    ],
    [
      'a name alone is the self-link itself, a line of code without a code element',
      'slots',
      { name: 'footer', description: '<p>Custom footer.</p>' },
      '<a class="api-sig api-name" href="#slots-footer">footer</a>\nCustom footer.',
    ],
    [
      'a CSS class by its global class name, which ends with its key (a key with characters an id cannot have)',
      'classes',
      { name: 'cell--editing', className: 'MuiDataGrid-cell--editing', description: '<p>Styles a cell.</p>' },
      '<a class="api-sig api-name" href="#classes-cell--editing">.MuiDataGrid-cell--editing</a>\nStyles a cell.',
    ],
    [
      'a global class name that does not end with the key follows it',
      'classes',
      { name: 'root', className: 'MuiChartsAxis-base' },
      '<code class="api-sig"><a class="api-name" href="#classes-root">root</a> .MuiChartsAxis-base</code>',
    ],
    [
      'a deprecated CSS class keeps its chip beside the class name',
      'classes',
      { name: 'main', className: 'MuiDataGrid-main', deprecated: '' },
      '<code class="api-sig"><a class="api-name" href="#classes-main">.MuiDataGrid-main</a> <span class="api-chip" data-chip="deprecated">Deprecated</span></code>',
    ],
    [
      'several blocks: the first paragraph as text after the signature, the others as they are',
      'classes',
      { name: 'tick', description: '<p>Styles <em>a</em> tick.</p>\n<p>Second.</p>\n<ul>\n<li>Third.</li>\n</ul>' },
      '<a class="api-sig api-name" href="#classes-tick">tick</a>\nStyles <em>a</em> tick.\n<p>Second.</p>\n<ul>\n<li>Third.</li>\n</ul>',
    ],
    ['names are escaped', 'members', { name: 'a<b>' }, '<a class="api-sig api-name" href="#members-a-b-">a&lt;b&gt;</a>'],
  ])('%s', (_, section, member, html) => {
    expect(entryInnerHtml(section, member)).toBe(html);
  });

  it('lists what the doc tags add as one description list: each label a term, each parameter a definition with its name', () => {
    const html = entryInnerHtml('props', {
      name: 'getCellClassName',
      type: '(params: GridCellParams) =&gt; string',
      description: '<p>Applies CSS classes to cells.</p>',
      tags: [
        { kind: 'params', items: [{ name: 'params', html: '<p>With all properties from <code>GridCellParams</code>.</p>' }, { name: 'id', html: '' }] },
        { kind: 'returns', items: [{ html: '<p>The class.</p>' }] },
        { kind: 'example', items: [{ html: '<pre class="code-block"><code>x</code></pre>' }] },
      ],
    });
    expect(html).toBe(
      '<code class="api-sig"><a class="api-name" href="#props-getCellClassName">getCellClassName</a>: (params: GridCellParams) =&gt; string</code>\n' +
        'Applies CSS classes to cells.\n' +
        '<dl class="api-tags">' +
        '<dt>Parameters</dt><dd><code>params</code>: With all properties from <code>GridCellParams</code>.</dd><dd><code>id</code></dd>' +
        '<dt>Returns</dt><dd>The class.</dd>' +
        '<dt>Example</dt><dd><pre class="code-block"><code>x</code></pre></dd>' +
        '</dl>',
    );
  });

  it('keeps a parameter whose text holds blocks readable: its first paragraph after the name, the rest below', () => {
    const html = entryInnerHtml('props', { name: 'onChange', tags: [{ kind: 'params', items: [{ name: 'context', html: '<p>About it:</p>\n<ul>\n<li>where</li>\n</ul>' }] }] });
    expect(html).toContain('<dd><code>context</code>: About it:\n<ul>\n<li>where</li>\n</ul></dd>');
  });

  it('collapses a long signature behind <details>: its start and marks as the summary, the whole signature inside', () => {
    const type = `(params: <a href="/x/api/data-grid/grid-row-params/">GridRowParams</a>, event: MuiEvent&lt;React.MouseEvent&gt;, details: GridCallbackDetails) =&gt; void`;
    const html = entryInnerHtml('props', { name: 'onRowClick', type, required: true });
    expect(html).toBe(
      '<details class="api-sig-long"><summary>onRowClick: (params: GridRowParams, event: MuiEvent&lt;React.MouseE… <span class="api-chip" data-chip="required">Required</span></summary>' +
        `<code class="api-sig"><a class="api-name" href="#props-onRowClick">onRowClick</a>: ${type}</code></details>`,
    );
    const short = entryInnerHtml('props', { name: 'x', type: 'a'.repeat(LONG_SIGNATURE - 3) });
    expect(short).not.toContain('<details');
  });

  it('keeps an entry to a handful of elements (the DataGrid page lists 400)', () => {
    expect(elements(entryInnerHtml('props', { name: 'density', type: 'GridDensity', default: "<code>'standard'</code>", description: '<p>Set the density of the Data Grid.</p>' }))).toBe(2);
    // A CSS class: the item and its link (the page lists 200 of them).
    expect(elements(entryInnerHtml('classes', { name: 'root', className: 'MuiDataGrid-root', description: '<p>Styles the root.</p>' }))).toBe(1);
    // A callback: signature, then the list of its three parameters, each a definition with its name.
    const callback = entryInnerHtml('props', {
      name: 'onCellClick',
      type: 'GridEventListener',
      description: '<p>Fired on a click.</p>',
      tags: [{ kind: 'params', items: ['params', 'event', 'details'].map((name) => ({ name, html: `<p>The ${name}.</p>` })) }],
    });
    expect(elements(callback)).toBe(2 + 2 + 3 * 2);
  });
});

describe('toApiEntry', () => {
  it('keeps what the filter matches (name, class) next to the HTML', () => {
    expect(toApiEntry('classes', { name: 'root', className: 'MuiDataGrid-root' })).toEqual({
      name: 'root',
      className: 'MuiDataGrid-root',
      html: '<a class="api-sig api-name" href="#classes-root">.MuiDataGrid-root</a>',
    });
    expect(toApiEntry('props', { name: 'rows', type: 'GridRowsProp' })).toEqual({ name: 'rows', html: expect.stringContaining('GridRowsProp') });
  });
});

describe('history marks', () => {
  it('a prop added after 8.0.0 carries a since chip, the whole release in its title', () => {
    const html = entryInnerHtml('props', { name: 'multipleColumnsSortingMode', type: "'always' | 'withModifierKey'", since: '8.5' });
    expect(html).toContain('<span class="api-chip" data-chip="since" title="Added in MUI X 8.5.0">since 8.5</span></code>');
  });

  it('a patch release is named as it is', () => {
    expect(entryInnerHtml('slots', { name: 'dragIcon', type: 'Elem', since: '8.3.1' })).toContain('title="Added in MUI X 8.3.1">since 8.3.1</span>');
  });

  it('an entry 8.0.0 already had has no since chip', () => {
    expect(entryInnerHtml('props', { name: 'rows', type: 'GridRowsProp' })).not.toContain('data-chip="since"');
  });

  it('a deprecation names its release and links its replacement on the page', () => {
    const html = entryInnerHtml('props', {
      name: 'onFetchRows',
      type: 'Fn',
      deprecated: 'Use the <code>dataSource</code> instead.',
      deprecatedSince: '8.3',
      replacement: { section: 'props', name: 'dataSource' },
    });
    expect(html).toContain(
      '<p class="api-deprecated">Deprecated since 8.3: Use the <code>dataSource</code> instead. Replacement: <a class="api-replacement" href="#props-dataSource"><code>dataSource</code></a>.</p>',
    );
  });

  it('a deprecation without a reason but with a replacement still says what to use', () => {
    const html = entryInnerHtml('slots', { name: 'footer', deprecated: '', replacement: { section: 'slots', name: 'bottomBar' } });
    expect(html).toContain('<p class="api-deprecated">Deprecated: It will be removed in a future release. Replacement: <a class="api-replacement" href="#slots-bottomBar"><code>bottomBar</code></a>.</p>');
  });

  it('the entry sent to the page keeps what its search result shows', () => {
    expect(toApiEntry('props', { name: 'x', type: 'T', since: '8.5', deprecated: '' })).toMatchObject({ name: 'x', since: '8.5', deprecated: true });
    expect(toApiEntry('props', { name: 'y', type: 'T' })).not.toHaveProperty('since');
    expect(toApiEntry('props', { name: 'y', type: 'T' })).not.toHaveProperty('deprecated');
  });
});
