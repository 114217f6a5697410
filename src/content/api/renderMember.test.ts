/** @jest-environment node */
import { compareMembers, deprecation, describe as describeDoc, renderDefault, renderMember, type RenderContext } from './renderMember';
import type { ApiMember, RawDoc } from './types';

const context: RenderContext = {
  selfName: 'DataGrid',
  resolveName: (name) => (name === 'GridRowParams' ? '/x/api/data-grid/grid-row-params/' : undefined),
  resolveUrl: () => undefined,
};
const doc = (text: string, tags: RawDoc['tags'] = []): RawDoc => ({ text, tags });

describe('renderDefault', () => {
  it.each([
    ['false', '<code>false</code>'],
    ["'cell'", "<code>'cell'</code>"],
    ['"filtered"', "<code>'filtered'</code>"],
    ['"@media (pointer: fine)"', "<code>'@media (pointer: fine)'</code>"],
    ['"it\'s"', '<code>&quot;it\'s&quot;</code>'],
    ['[25, 50, 100]', '<code>[25, 50, 100]</code>'],
    ['<Foo />', '<code>&lt;Foo /&gt;</code>'],
    ['{\n  a: 1\n}', '<code>{ a: 1 }</code>'],
    ['false (`!props.checkboxSelection` for MIT)', 'false (<code>!props.checkboxSelection</code> for MIT)'],
    ['', undefined],
    ['   ', undefined],
  ])('%j -> %j', (text, html) => {
    expect(renderDefault(text, context)).toBe(html);
  });
});

describe('describe', () => {
  it.each([
    ['nothing', doc(''), undefined],
    ['a description', doc('Sets the `rows`.'), '<p>Sets the <code>rows</code>.</p>'],
    ['raw HTML as text', doc('Use <b>bold</b>.'), '<p>Use &lt;b&gt;bold&lt;/b&gt;.</p>'],
    [
      'parameters with a nested list',
      doc('Fired on change.', [{ tag: 'param', name: 'context', text: 'About it:\n- `source`: where' }]),
      '<p>Fired on change.</p>\n<p><strong>Parameters:</strong></p>\n<ul>\n<li><code>context</code>: About it:\n<ul>\n<li><code>source</code>: where</li>\n</ul>\n</li>\n</ul>',
    ],
    ['a parameter without text', doc('', [{ tag: 'param', name: 'id', text: '' }]), '<p><strong>Parameters:</strong></p>\n<ul>\n<li><code>id</code></li>\n</ul>'],
    ['a return value', doc('', [{ tag: 'returns', text: 'The [[GridRowParams]].' }]), '<p><strong>Returns:</strong> The <a href="/x/api/data-grid/grid-row-params/"><code>GridRowParams</code></a>.</p>'],
    ['an example', doc('', [{ tag: 'example', text: 'apiRef.current.getRow(1)' }]), expect.stringContaining('<pre class="code-block" dir="ltr" tabindex="0" data-language="tsx">')],
    ['a see tag', doc('', [{ tag: 'see', text: 'the sorting docs' }]), '<p><strong>See:</strong> the sorting docs</p>'],
    ['ignored tags', doc('Text.', [{ tag: 'default', text: '1' }, { tag: 'template', text: 'R' }]), '<p>Text.</p>'],
  ])('renders %s', (_label, input, html) => {
    expect(describeDoc(input, context)).toEqual(html);
  });
});

describe('deprecation', () => {
  it.each([
    ['not deprecated', doc('x'), undefined],
    ['without a reason', doc('x', [{ tag: 'deprecated', text: '' }]), ''],
    ['with a reason', doc('x', [{ tag: 'deprecated', text: 'Use `b` instead.\nIt goes in v10.' }]), 'Use <code>b</code> instead. It goes in v10.'],
  ])('%s', (_label, input, html) => {
    expect(deprecation(input, context)).toBe(html);
  });
});

describe('renderMember', () => {
  it('renders a required prop with its type, leaving out what it lacks', () => {
    expect(renderMember({ name: 'columns', type: 'readonly DataGrid[]', optional: false, doc: doc('') }, context, { withType: true, withRequired: true })).toEqual({
      name: 'columns',
      type: 'readonly DataGrid[]',
      required: true,
    });
  });

  it('leaves out type and required flag where asked', () => {
    expect(
      renderMember({ name: 'toolbar', type: 'X', optional: false, doc: doc('The toolbar.', [{ tag: 'default', text: 'GridToolbar' }]) }, context, {
        withType: false,
        withRequired: false,
      }),
    ).toEqual({ name: 'toolbar', default: '<code>GridToolbar</code>', description: '<p>The toolbar.</p>' });
  });
});

describe('compareMembers', () => {
  it('puts required members first, then sorts by name ignoring case', () => {
    const members: ApiMember[] = [{ name: 'rows' }, { name: 'Zeta' }, { name: 'columns', required: true }, { name: 'apiRef' }, { name: 'aria-label' }];
    expect(members.sort(compareMembers).map((member) => member.name)).toEqual(['columns', 'apiRef', 'aria-label', 'rows', 'Zeta']);
  });
});
