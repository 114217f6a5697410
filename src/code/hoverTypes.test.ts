import { demoCodeKey, laterTableUrl, loadHoverTable, moveIndex, parseHoverTable, placePopup, plainText, resetHoverTablesForTests, wrapHoverSpans } from './hoverTypes';
import { highlightCode } from '../markdown/renderer';

describe('parseHoverTable', () => {
  it.each([
    [{ entries: [{ t: 'const a: number' }, { t: 'type B = string', d: 'A doc.', h: '/x/api/data-grid/b/' }] }, true],
    [{ entries: [] }, true],
    [{ entries: [{ t: 1 }] }, false],
    [{ entries: [{ t: 'a', h: 'https://evil.example/' }] }, false],
    [{ entries: [{ t: 'a', d: 2 }] }, false],
    [{}, false],
    [null, false],
    ['entries', false],
  ])('%j is a table: %p', (value, valid) => {
    expect(parseHoverTable(value) !== null).toBe(valid);
  });

  it('keeps the well-formed names of later code and drops the rest', () => {
    const blocks = { 'A.tsx|MUI System|full': [[0, 'a', 0]], 'A.tsx|CSS|full': [[0, 'a']], 'B.tsx|MUI System|full': 'x' };
    expect(parseHoverTable({ entries: [{ t: 'a' }], blocks })).toEqual({ entries: [{ t: 'a' }], blocks: { 'A.tsx|MUI System|full': [[0, 'a', 0]] } });
    expect(parseHoverTable({ entries: [], blocks: [1] })).toEqual({ entries: [] });
  });
});

describe('laterTableUrl', () => {
  it('names the second table beside the first', () => {
    expect(laterTableUrl('/x/_hover-types/0123456789abcdef.json')).toBe('/x/_hover-types/0123456789abcdef.later.json');
  });
});

describe('demoCodeKey', () => {
  it('names a demo file, a styling and which code', () => {
    expect(demoCodeKey('BasicGrid.tsx', 'MUI System', 'full')).toBe('BasicGrid.tsx|MUI System|full');
    expect(demoCodeKey('BasicGrid.tsx', 'Tailwind', 'file:data/employees.ts')).toBe('BasicGrid.tsx|Tailwind|file:data/employees.ts');
  });
});

describe('loadHoverTable', () => {
  beforeEach(() => resetHoverTablesForTests());
  const response = (body: unknown, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) } as Response);

  it('fetches a page’s table once', async () => {
    const fetcher = jest.fn(() => response({ entries: [{ t: 'a' }] }));
    await expect(loadHoverTable('/x/_hover-types/a.json', fetcher)).resolves.toEqual({ entries: [{ t: 'a' }] });
    await loadHoverTable('/x/_hover-types/a.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed or malformed answer, and tries again on the next use', async () => {
    const fetcher = jest.fn().mockReturnValueOnce(response({}, false)).mockReturnValueOnce(response({ entries: 'x' })).mockReturnValueOnce(response({ entries: [] }));
    await expect(loadHoverTable('/t.json', fetcher)).rejects.toThrow('HTTP 404');
    await expect(loadHoverTable('/t.json', fetcher)).rejects.toThrow('not a hover table');
    await expect(loadHoverTable('/t.json', fetcher)).resolves.toEqual({ entries: [] });
  });
});

describe('placePopup', () => {
  const viewport = { width: 400, height: 800 };
  const popup = { width: 300, height: 100 };
  const anchor = (left: number, top: number) => ({ left, top, right: left + 60, bottom: top + 20 });

  it.each([
    ['under the name, at its start', anchor(40, 100), { left: 40, top: 124 }],
    ['above the name when there is no room below', anchor(40, 740), { left: 40, top: 636 }],
    ['inside the right edge (a name at the end of a long line, a phone)', anchor(380, 100), { left: 92, top: 124 }],
    ['inside the left edge (a block scrolled to the left)', anchor(-50, 100), { left: 8, top: 124 }],
  ])('%s', (_case, box, expected) => {
    expect(placePopup(box, popup, viewport)).toEqual(expected);
  });

  it('keeps a popup wider than the viewport at its start margin', () => {
    expect(placePopup(anchor(100, 100), { width: 600, height: 100 }, viewport).left).toBe(8);
  });
});

describe('moveIndex', () => {
  // Two lines: names at x 0, 50, 120 on the first; 10, 200 on the second.
  const boxes = [
    { left: 0, top: 10 },
    { left: 50, top: 10 },
    { left: 120, top: 10 },
    { left: 10, top: 30 },
    { left: 200, top: 30 },
  ];
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 4],
    ['ArrowLeft', 0, 0],
    ['ArrowLeft', 3, 2],
    ['ArrowDown', 1, 3],
    ['ArrowDown', 2, 4],
    ['ArrowDown', 4, 4],
    ['ArrowUp', 4, 2],
    ['ArrowUp', 3, 0],
    ['Home', 3, 0],
    ['End', 0, 4],
    ['a', 0, null],
  ])('%s from %i -> %p', (key, from, to) => {
    expect(moveIndex(boxes, from, key)).toBe(to);
  });

  it('moves nowhere in a block without names', () => {
    expect(moveIndex([], 0, 'ArrowRight')).toBeNull();
  });
});

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
