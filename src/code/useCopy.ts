import * as React from 'react';
import { copyText } from './copyText';
import { copyLoadedText } from './copyLoadedText';
import { legacyCopy } from './legacyCopy';
import { sendEvent } from '../analytics/sendEvent';

export type CopyTrigger = 'click' | 'keyboard';
export type CopyStatus = 'idle' | 'copied' | 'failed';

/** What a copy copies: the text, or a function loading it (a demo's source before its file has arrived). */
export type CopySource = string | (() => Promise<string>);

/**
 * Copies a text and says so for `revertAfter` ms (then back to idle). Each copy restarts the timer;
 * unmounting clears it. Every successful copy is reported with how it was triggered. A text still to
 * be loaded is written as it arrives, the clipboard write started within the click or key press.
 */
export function useCopy(getSource: () => CopySource, revertAfter: number, analyticsLabel: string) {
  const [status, setStatus] = React.useState<CopyStatus>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  const copy = React.useCallback(
    async (trigger: CopyTrigger) => {
      const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : null;
      const source = getSource();
      const ok =
        typeof source === 'string'
          ? await copyText(source, { clipboard, legacyCopy: (text) => legacyCopy(text) })
          : await copyLoadedText(source, clipboard, typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem, (text) => legacyCopy(text));
      if (!mounted.current) return;
      setStatus(ok ? 'copied' : 'failed');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), revertAfter);
      if (ok) sendEvent({ category: 'copy_code', action: trigger, label: analyticsLabel });
    },
    [getSource, revertAfter, analyticsLabel],
  );
  return { status, copy };
}
