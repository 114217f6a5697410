import * as React from 'react';
import { copyText } from './copyText';
import { legacyCopy } from './legacyCopy';
import { sendEvent } from '../analytics/sendEvent';

export type CopyTrigger = 'click' | 'keyboard';
export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies a text and says so for `revertAfter` ms (then back to idle). Each copy restarts the timer;
 * unmounting clears it. Every successful copy is reported with how it was triggered.
 */
export function useCopy(getText: () => string, revertAfter: number, analyticsLabel: string) {
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
      const ok = await copyText(getText(), { clipboard, legacyCopy: (text) => legacyCopy(text) });
      if (!mounted.current) return;
      setStatus(ok ? 'copied' : 'failed');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), revertAfter);
      if (ok) sendEvent({ category: 'copy_code', action: trigger, label: analyticsLabel });
    },
    [getText, revertAfter, analyticsLabel],
  );
  return { status, copy };
}
