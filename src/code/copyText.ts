/** Copying text, with a fallback where the async Clipboard API is missing or refuses (pure: deps injected). */

export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

export interface CopyDeps {
  /** `navigator.clipboard`, when the browser has one. */
  clipboard?: ClipboardLike | null;
  /** The synchronous fallback (a hidden textarea and `execCommand('copy')`): true when it copied. */
  legacyCopy?: ((text: string) => boolean) | null;
}

/** Copies the text; resolves true when it reached the clipboard. Never throws, never rejects. */
export async function copyText(text: string, { clipboard, legacyCopy }: CopyDeps): Promise<boolean> {
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or not focused: try the fallback below.
    }
  }
  if (legacyCopy) {
    try {
      return legacyCopy(text) === true;
    } catch {
      return false;
    }
  }
  return false;
}

/** The async Clipboard API's `write`, for text that is still loading. */
export interface ItemClipboardLike extends ClipboardLike {
  write?(items: ClipboardItem[]): Promise<void>;
}

export interface FetchedCopyDeps extends CopyDeps {
  clipboard?: ItemClipboardLike | null;
  /** `window.ClipboardItem`, when the browser has it. */
  ClipboardItem?: typeof ClipboardItem;
}

/**
 * Copies a text that still has to be loaded (a file). Where the browser has `ClipboardItem`, the
 * clipboard write starts within the click and waits for the text (Safari refuses a write that only
 * starts once a download has finished); otherwise the text is loaded, then copied as usual.
 * Resolves true once copied; false when loading or copying failed. Never rejects.
 */
export async function copyLoadedText(load: () => Promise<string>, deps: FetchedCopyDeps): Promise<boolean> {
  const { clipboard, ClipboardItem: Item } = deps;
  let pending: Promise<string> | null = null;
  const text = () => (pending ??= load());
  if (clipboard && typeof clipboard.write === 'function' && Item) {
    try {
      const blob = text().then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new Item({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or ClipboardItem takes no promise here: load and copy the plain way below.
    }
  }
  try {
    return await copyText(await text(), deps);
  } catch {
    return false;
  }
}
