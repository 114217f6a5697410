import { copyText } from './copyText';

describe('copyText', () => {
  it('uses the async Clipboard API when it works', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const legacyCopy = jest.fn();
    await expect(copyText('const a = 1;', { clipboard: { writeText }, legacyCopy })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(legacyCopy).not.toHaveBeenCalled();
  });

  it.each([
    ['no clipboard', null],
    ['a clipboard without writeText', {} as never],
    ['a clipboard that rejects', { writeText: () => Promise.reject(new Error('NotAllowedError')) }],
    ['a clipboard that throws synchronously', { writeText: () => { throw new Error('boom'); } }],
  ])('falls back with %s', async (_label, clipboard) => {
    const legacyCopy = jest.fn().mockReturnValue(true);
    await expect(copyText('x', { clipboard, legacyCopy })).resolves.toBe(true);
    expect(legacyCopy).toHaveBeenCalledWith('x');
  });

  it.each([
    ['the fallback reports failure', () => false],
    ['the fallback throws', () => { throw new Error('SecurityError'); }],
  ])('resolves false when %s', async (_label, legacyCopy) => {
    await expect(copyText('x', { clipboard: null, legacyCopy })).resolves.toBe(false);
  });

  it('resolves false with no way to copy at all', async () => {
    await expect(copyText('x', {})).resolves.toBe(false);
  });
});

