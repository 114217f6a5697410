/** @jest-environment node */
import { demoBlockKey, fenceBlockKey, plainText, wrapHoverSpans } from './hoverSpans';
import { highlightCode } from './renderer';

describe('wrapHoverSpans', () => {
  const code = "const columns: GridColDef[] = [{ field: 'a<b' }];\n";
  const html = highlightCode(code, 'tsx');

  it('marks each name inside the highlighted HTML and leaves its text, the copied code, unchanged', () => {
    const marked = wrapHoverSpans(html, [
      [6, 'columns', 0],
      [15, 'GridColDef', 1],
      [33, 'field', 2],
    ]);
    expect(plainText(marked)).toBe(code);
    expect(marked).toContain('<span data-t="1">GridColDef</span>');
    expect(marked).toContain('<span data-t="0">columns</span>');
    expect(marked.match(/data-t=/g)).toHaveLength(3);
  });

  it('counts an entity as one character of the code', () => {
    const escaped = 'a &lt; b &amp;&amp; total';
    expect(wrapHoverSpans(escaped, [[9, 'total', 0]])).toBe('a &lt; b &amp;&amp; <span data-t="0">total</span>');
  });

  it.each([
    ['a name that is not at its offset any more (the code changed)', [[6, 'rows', 0]]],
    ['a span past the end of the code', [[400, 'columns', 0]]],
    ['an empty name', [[0, '', 0]]],
    ['a second span overlapping the first', [[6, 'columns', 0], [8, 'lumns', 1]]],
  ] as const)('leaves out %s', (_case, spans) => {
    const marked = wrapHoverSpans(html, spans.map((span) => [...span]));
    expect(plainText(marked)).toBe(code);
    expect((marked.match(/data-t=/g) ?? []).length).toBe(spans.length === 2 ? 1 : 0);
  });

  it('leaves out a name a highlighter tag cuts in two', () => {
    expect(wrapHoverSpans('<span class="a">Grid</span>ColDef', [[0, 'GridColDef', 0]])).toBe('<span class="a">Grid</span>ColDef');
  });

  it('returns the HTML as is without spans', () => {
    expect(wrapHoverSpans(html, [])).toBe(html);
  });
});

describe('block keys', () => {
  it('keys a fence by its language and shown code, a demo by its file', () => {
    expect(fenceBlockKey('tsx', 'a')).toBe(fenceBlockKey('tsx', 'a'));
    expect(fenceBlockKey('tsx', 'a')).not.toBe(fenceBlockKey('ts', 'a'));
    expect(fenceBlockKey('tsx', 'a')).toMatch(/^f:[0-9a-f]{16}$/);
    expect(demoBlockKey('data-grid', 'SortingGrid.tsx')).toBe('d:data-grid/SortingGrid.tsx');
  });
});
