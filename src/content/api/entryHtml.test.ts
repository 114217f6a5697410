import { entryInnerHtml, LONG_SIGNATURE, toApiEntry } from './entryHtml';
import type { ApiMember, ApiSectionId } from '../../contracts';

const elements = (html: string) => (html.match(/<[a-z][a-z0-9]*/g) ?? []).length;

describe('entryInnerHtml', () => {
  it.each<[string, ApiSectionId, ApiMember, string]>([
    [
      'a required prop: the signature (linked name, type with its link), the chip, the lone paragraph as text',
      'props',
      { name: 'columns', type: 'readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]', required: true, description: '<p>Set of <code>columns</code>.</p>' },
      '<code class="api-sig"><a class="api-name" href="#props-columns">columns</a>: readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[] <span class="api-chip" data-chip="required">Required</span></code>Set of <code>columns</code>.',
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
      '<code class="api-sig"><a class="api-name" href="#props-rowSelection">rowSelection</a>: boolean <span class="api-chip" data-chip="deprecated">Deprecated</span> <span class="api-plan" data-plan="pro" role="img" aria-label="Pro plan" title="Pro plan"></span></code><p class="api-deprecated">Deprecated: Use <code>checkboxSelection</code>.</p>',
    ],
    [
      'deprecated without a reason: the chip only',
      'slots',
      { name: 'footer', deprecated: '' },
      '<code class="api-sig"><a class="api-name" href="#slots-footer">footer</a> <span class="api-chip" data-chip="deprecated">Deprecated</span></code>',
    ],
    [
      'a CSS class (a name with characters an id cannot have); several blocks stay blocks',
      'classes',
      { name: 'cell--editing', className: 'MuiDataGrid-cell--editing', description: '<p>Styles <em>a</em> cell.</p>\n<p>Second.</p>' },
      '<code class="api-sig"><a class="api-name" href="#classes-cell--editing">cell--editing</a> .MuiDataGrid-cell--editing</code><p>Styles <em>a</em> cell.</p>\n<p>Second.</p>',
    ],
    ['names are escaped', 'members', { name: 'a<b>' }, '<code class="api-sig"><a class="api-name" href="#members-a-b-">a&lt;b&gt;</a></code>'],
  ])('%s', (_, section, member, html) => {
    expect(entryInnerHtml(section, member)).toBe(html);
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
  });
});

describe('toApiEntry', () => {
  it('keeps what the filter matches (name, class) next to the HTML', () => {
    expect(toApiEntry('classes', { name: 'root', className: 'MuiDataGrid-root' })).toEqual({
      name: 'root',
      className: 'MuiDataGrid-root',
      html: '<code class="api-sig"><a class="api-name" href="#classes-root">root</a> .MuiDataGrid-root</code>',
    });
    expect(toApiEntry('props', { name: 'rows', type: 'GridRowsProp' })).toEqual({ name: 'rows', html: expect.stringContaining('GridRowsProp') });
  });
});
