/** @jest-environment node */
import { FenceNotationError, parseFence, shownCode } from './codeFence';

const lines = (...items: string[]) => `${items.join('\n')}\n`;

describe('parseFence', () => {
  it('leaves a fence without notation as it is', () => {
    const code = lines("import { DataGrid } from '@mui/x-data-grid';", '', '<DataGrid rows={[]} columns={[]} />;');
    expect(parseFence(code)).toEqual({ shown: code, compiled: code, expectedErrors: [], hiddenLines: [] });
  });

  it('hides everything above // ---cut--- from readers but compiles it, line for line', () => {
    const code = lines("import { DataGrid } from '@mui/x-data-grid';", 'const rows = [{ id: 1 }];', '// ---cut---', '', '<DataGrid rows={rows} columns={[]} />;');
    const fence = parseFence(code);
    expect(fence.shown).toBe('<DataGrid rows={rows} columns={[]} />;\n');
    expect(fence.compiled.split('\n')).toEqual(["import { DataGrid } from '@mui/x-data-grid';", 'const rows = [{ id: 1 }];', '', '', '<DataGrid rows={rows} columns={[]} />;', '']);
    expect(fence.hiddenLines).toEqual([0, 1, 2]);
  });

  it.each([['// ---cut-before---'], ['  //---cut---  ']])('accepts %p as a cut', (marker) => {
    expect(parseFence(lines('const a = 1;', marker, 'a;')).shown).toBe('a;\n');
  });

  it('hides from // ---cut-after--- to the end', () => {
    expect(parseFence(lines('useThing();', '// ---cut-after---', 'function useThing() {}')).shown).toBe('useThing();\n');
  });

  it('hides a // ---cut-start--- … // ---cut-end--- range, markers included', () => {
    const fence = parseFence(lines('const a = 1;', '// ---cut-start---', 'declare const b: number;', '// ---cut-end---', 'a + b;'));
    expect(fence.shown).toBe('const a = 1;\na + b;\n');
    expect(fence.hiddenLines).toEqual([1, 2, 3]);
  });

  it('reads the error codes a fence expects and hides their line', () => {
    const fence = parseFence(lines('// @errors: 2322, 2769', "const a: number = 'one';"));
    expect(fence.expectedErrors).toEqual([2322, 2769]);
    expect(fence.shown).toBe("const a: number = 'one';\n");
    expect(fence.compiled).toBe("\nconst a: number = 'one';\n");
  });

  it('keeps a fence without trailing newline without one', () => {
    expect(parseFence('a;\n// ---cut-after---\nb;').shown).toBe('a;');
  });

  it.each([
    [lines('// @errors: two', 'a;'), 0, 'takes TypeScript error codes'],
    [lines('// @errors:', 'a;'), 0, 'takes TypeScript error codes'],
    [lines('a;', '// ---cut---', 'b;', '// ---cut---', 'c;'), 3, 'a second'],
    [lines('// ---cut-start---', '// ---cut-start---', 'a;', '// ---cut-end---'), 1, 'inside another one'],
    [lines('a;', '// ---cut-end---'), 1, 'without'],
    [lines('a;', '// ---cut-start---', 'b;'), 1, 'never closed'],
    [lines('a;', '// ---cut---', ''), 0, 'every line of the fence is hidden'],
  ])('rejects malformed notation, naming the fence line (%#)', (code, line, message) => {
    let error: unknown;
    try {
      parseFence(code);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FenceNotationError);
    expect((error as FenceNotationError).line).toBe(line);
    expect((error as Error).message).toContain(message);
  });
});

describe('shownCode', () => {
  it('applies the notation to TypeScript and JavaScript fences only', () => {
    const code = lines('const a = 1;', '// ---cut---', 'a;');
    expect(shownCode(code, 'tsx')).toBe('a;\n');
    expect(shownCode(code, 'js')).toBe('a;\n');
    expect(shownCode(code, 'bash')).toBe(code);
    expect(shownCode(code, '')).toBe(code);
  });
});
