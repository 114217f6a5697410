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

