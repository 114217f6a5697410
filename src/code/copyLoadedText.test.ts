import { copyLoadedText } from './copyLoadedText';

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
    const result = copyLoadedText(load, { writeText: jest.fn(), write: write as never }, Item as never);
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
    await expect(copyLoadedText(load, { writeText, write }, Item as never)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('# Page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('copies with writeText where ClipboardItem is missing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyLoadedText(() => Promise.resolve('text'), { writeText }, undefined)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('text');
  });

  it('resolves false when the text cannot be loaded', async () => {
    const writeText = jest.fn();
    await expect(copyLoadedText(() => Promise.reject(new Error('404')), { writeText }, undefined)).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('resolves false without a clipboard, or when writing fails', async () => {
    const load = jest.fn().mockResolvedValue('text');
    await expect(copyLoadedText(load, undefined, undefined)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    await expect(copyLoadedText(load, { writeText: () => Promise.reject(new Error('NotAllowedError')) }, undefined)).resolves.toBe(false);
  });

  it('with a legacy copy, copies the loaded text the old way where there is no clipboard or it refuses', async () => {
    const legacy = jest.fn(() => true);
    await expect(copyLoadedText(() => Promise.resolve('source'), undefined, undefined, legacy)).resolves.toBe(true);
    expect(legacy).toHaveBeenCalledWith('source');
    const refusing = { writeText: () => Promise.reject(new Error('NotAllowedError')) };
    await expect(copyLoadedText(() => Promise.resolve('again'), refusing, undefined, legacy)).resolves.toBe(true);
    expect(legacy).toHaveBeenLastCalledWith('again');
  });

  it('with a legacy copy, still resolves false when the text cannot be loaded or the old way fails', async () => {
    const legacy = jest.fn(() => true);
    await expect(copyLoadedText(() => Promise.reject(new Error('offline')), undefined, undefined, legacy)).resolves.toBe(false);
    expect(legacy).not.toHaveBeenCalled();
    await expect(copyLoadedText(() => Promise.resolve('text'), undefined, undefined, () => false)).resolves.toBe(false);
  });
});
