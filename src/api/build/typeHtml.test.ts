/** @jest-environment node */
import { normalizeTypeText, typeToHtml } from './typeHtml';

const pages: Record<string, string> = { GridColDef: '/x/api/data-grid/grid-col-def/', GridRowParams: '/x/api/data-grid/grid-row-params/' };
const resolve = (name: string) => pages[name];

describe('typeToHtml', () => {
  it.each([
    ['a plain type', 'boolean', 'boolean'],
    ['a linked type with generics', 'readonly GridColDef<R>[]', 'readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]'],
    ['a callback', '(params: GridRowParams) => void', '(params: <a href="/x/api/data-grid/grid-row-params/">GridRowParams</a>) =&gt; void'],
    ['string literals left alone', "'GridColDef' | \"GridRowParams\"", "'GridColDef' | &quot;GridRowParams&quot;"],
    ['a dotted name', 'Foo.GridColDef', 'Foo.GridColDef'],
    ['typeof', 'typeof GridColDef', 'typeof GridColDef'],
    ['markup in a type', 'Record<"<b>", T> & {}', 'Record&lt;&quot;&lt;b&gt;&quot;, T&gt; &amp; {}'],
    ['an empty type', '', ''],
  ])('renders %s', (_label, type, html) => {
    expect(typeToHtml(type, resolve)).toBe(html);
  });

  it('does not link the documented symbol to itself', () => {
    expect(typeToHtml('GridColDef | GridRowParams', resolve, 'GridColDef')).toBe(
      'GridColDef | <a href="/x/api/data-grid/grid-row-params/">GridRowParams</a>',
    );
  });
});

describe('normalizeTypeText', () => {
  it.each([
    ['{\n  a: string;\n  b: number;\n}', '{ a: string; b: number; }'],
    ['Array<\n  T\n>', 'Array<T>'],
    ['(\n  a: T,\n) => void', '(a: T,) => void'],
    ['  spaced   out  ', 'spaced out'],
  ])('%j -> %j', (input, output) => {
    expect(normalizeTypeText(input)).toBe(output);
  });
});
