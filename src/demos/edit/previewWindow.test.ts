import { locatePreview, previewOf, splicePreview } from './previewWindow';

const FULL = `import * as React from 'react';

export default function Demo() {
  const rows = [];
  return (
    <Box>
      <DataGrid rows={rows} />

      <p>Done</p>
    </Box>
  );
}
`;
const PREVIEW = `<Box>
  <DataGrid rows={rows} />

  <p>Done</p>
</Box>
`;

describe('locatePreview', () => {
  it.each<[string, string, string, ReturnType<typeof locatePreview>]>([
    ['an indented excerpt', FULL, PREVIEW, { start: 5, end: 10, indent: 4 }],
    ['an excerpt at the top', 'const a = 1;\nconst b = 2;\n', 'const a = 1;\n', { start: 0, end: 1, indent: 0 }],
    ['an excerpt the source does not hold', FULL, '<Grid />\n', null],
    ['an empty excerpt', FULL, '\n', null],
    ['a first line found twice, the second fitting', 'a\n  a\n  b\n', 'a\nb\n', { start: 1, end: 3, indent: 2 }],
  ])('%s', (_label, full, preview, expected) => {
    expect(locatePreview(full, preview)).toEqual(expected);
  });
});

describe('previewOf and splicePreview', () => {
  const window = locatePreview(FULL, PREVIEW)!;

  it('reads back the excerpt the build showed', () => {
    expect(previewOf(FULL, window)).toBe(PREVIEW);
  });

  it('writes an edited excerpt back, indented, and moves the end of the window', () => {
    const edited = PREVIEW.replace('<p>Done</p>', '<p>Done</p>\n  <p>Really</p>');
    const result = splicePreview(FULL, window, edited);
    expect(result.window).toEqual({ start: 5, end: 11, indent: 4 });
    expect(result.full).toContain('      <p>Done</p>\n      <p>Really</p>\n    </Box>\n  );\n}\n');
    expect(result.full.startsWith("import * as React from 'react';\n\nexport default function Demo() {\n  const rows = [];\n  return (\n    <Box>")).toBe(true);
    expect(previewOf(result.full, result.window)).toBe(edited);
  });

  it('keeps a line the reader dedented past the window', () => {
    const result = splicePreview(FULL, window, '<Box />\n');
    expect(previewOf(result.full, result.window)).toBe('<Box />\n');
    expect(result.full).toContain('  return (\n    <Box />\n  );');
  });
});
