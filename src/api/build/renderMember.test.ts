/** @jest-environment node */
import { compareMembers, deprecation, describe as describeDoc, docTags, renderDefault, renderMember, type RenderContext } from './renderMember';
import type { ApiDocTag, ApiMember, RawDoc } from './types';

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
    ['the text only, not the tags', doc('Fired on change.', [{ tag: 'param', name: 'id', text: 'The id.' }]), '<p>Fired on change.</p>'],
  ])('renders %s', (_label, input, html) => {
    expect(describeDoc(input, context)).toEqual(html);
  });
});

describe('docTags', () => {
  it.each<[string, RawDoc, ApiDocTag[] | undefined]>([
    ['no tag worth showing', doc('Text.', [{ tag: 'default', text: '1' }, { tag: 'template', text: 'R' }, { tag: 'see', text: '' }]), undefined],
    [
      'parameters, one item each, named; the dash after the name is JSDoc\'s separator',
      doc('', [
        { tag: 'param', name: 'params', text: '- With all properties from [[GridRowParams]].' },
        { tag: 'param', name: 'id', text: '' },
      ]),
      [{ kind: 'params', items: [{ name: 'params', html: '<p>With all properties from <a href="/x/api/data-grid/grid-row-params/"><code>GridRowParams</code></a>.</p>' }, { name: 'id', html: '' }] }],
    ],
    [
      'a parameter whose text holds a list keeps it nested',
      doc('', [{ tag: 'param', name: 'context', text: 'About it:\n- `source`: where' }]),
      [{ kind: 'params', items: [{ name: 'context', html: '<p>About it:</p>\n<ul>\n<li><code>source</code>: where</li>\n</ul>' }] }],
    ],
    [
      'the return value after the parameters, whatever the order written',
      doc('', [{ tag: 'returns', text: 'The row.' }, { tag: 'param', name: 'id', text: 'Its id.' }]),
      [{ kind: 'params', items: [{ name: 'id', html: '<p>Its id.</p>' }] }, { kind: 'returns', items: [{ html: '<p>The row.</p>' }] }],
    ],
    [
      'references and warnings as written, two of a kind under one label',
      doc('', [{ tag: 'see', text: 'the sorting docs' }, { tag: 'warning', text: 'Slow.' }, { tag: 'see', text: 'the filtering docs' }]),
      [
        { kind: 'see', items: [{ html: '<p>the sorting docs</p>' }, { html: '<p>the filtering docs</p>' }] },
        { kind: 'warning', items: [{ html: '<p>Slow.</p>' }] },
      ],
    ],
  ])('%s', (_label, input, tags) => {
    expect(docTags(input, context)).toEqual(tags);
  });

  it('shows an example as highlighted code, fenced as TSX when the tag has no fence', () => {
    const [example] = docTags(doc('', [{ tag: 'example', text: 'apiRef.current.getRow(1)' }]), context)!;
    expect(example.kind).toBe('example');
    expect(example.items[0].html).toContain('<pre class="code-block" dir="ltr" tabindex="0" data-language="tsx">');
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
