/**
 * Copying a text that still has to be loaded (pure: the clipboard is injected). Its own module, apart
 * from copyText.ts: the pages' Copy as Markdown and a demo whose sources file has not arrived need it.
 */

/** The async Clipboard API, with `write` for text that is still loading. */
export interface LoadingClipboard {
  writeText(text: string): Promise<void>;
  write?(items: ClipboardItem[]): Promise<void>;
}

/**
 * Copies a text that still has to be loaded (a file). Where the browser has `ClipboardItem`, the
 * clipboard write starts within the click and waits for the text (Safari refuses a write that only
 * starts once a download has finished); otherwise the text is loaded, then written. Without a
 * clipboard, or when it refuses, `legacyCopy` (when given) copies the loaded text the old way. Resolves
 * true once copied; false when loading or copying failed (Copy as Markdown then tells the reader
 * where the file is). Never rejects.
 */
export async function copyLoadedText(
  load: () => Promise<string>,
  clipboard: LoadingClipboard | null | undefined,
  Item: typeof ClipboardItem | undefined,
  legacyCopy?: (text: string) => boolean,
): Promise<boolean> {
  let pending: Promise<string> | null = null;
  const text = () => (pending ??= load());
  const lastResort = async () => {
    if (!legacyCopy) return false;
    try {
      return legacyCopy(await text()) === true;
    } catch {
      return false;
    }
  };
  if (!clipboard) return lastResort();
  if (typeof clipboard.write === 'function' && Item) {
    try {
      const blob = text().then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new Item({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or ClipboardItem takes no promise here: load and copy the plain way below.
    }
  }
  try {
    await clipboard.writeText(await text());
    return true;
  } catch {
    return lastResort();
  }
}
