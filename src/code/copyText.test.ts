import { copyLoadedText, copyText } from './copyText';

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

describe('copyLoadedText', () => {
  /** A ClipboardItem stand-in that keeps what it was given. */
  class Item {
    constructor(public readonly items: Record<string, Promise<Blob>>) {}
  }
  const blobText = (blob: Blob) => new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

  it('starts the clipboard write at once with the text still loading (Safari keeps the click)', async () => {
    let finish: (text: string) => void = () => {};
    const load = jest.fn(() => new Promise<string>((resolve) => { finish = resolve; }));
    const written: Item[] = [];
    const write = jest.fn(async (items: Item[]) => {
      written.push(...items);
      await items[0].items['text/plain'];
    });
    const result = copyLoadedText(load, { clipboard: { writeText: jest.fn(), write: write as never }, ClipboardItem: Item as never });
    // Called before the text has arrived.
    expect(write).toHaveBeenCalledTimes(1);
    finish('# Sorting');
    await expect(result).resolves.toBe(true);
    await expect(blobText(await written[0].items['text/plain'])).resolves.toBe('# Sorting');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to loading, then writeText, loading only once', async () => {
    const load = jest.fn().mockResolvedValue('# Page');
    const writeText = jest.fn().mockResolvedValue(undefined);
    const write = jest.fn().mockRejectedValue(new Error('NotAllowedError'));
    await expect(copyLoadedText(load, { clipboard: { writeText, write }, ClipboardItem: Item as never })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('# Page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('copies with writeText where ClipboardItem is missing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyLoadedText(() => Promise.resolve('text'), { clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('text');
  });

  it('resolves false when the text cannot be loaded', async () => {
    const writeText = jest.fn();
    const legacyCopy = jest.fn();
    await expect(copyLoadedText(() => Promise.reject(new Error('404')), { clipboard: { writeText }, legacyCopy })).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(legacyCopy).not.toHaveBeenCalled();
  });
});
