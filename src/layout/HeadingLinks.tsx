import * as React from 'react';
import { listenToHeadingLinks } from './headingLinks';
import { useTranslate } from '../i18n/I18nProvider';
import { visuallyHidden } from '../core/visuallyHidden';

/**
 * The page's behaviour around its headings, self-contained (it needs none of the article's React):
 * heading links copy the section's URL, and a reader arriving with a hash keeps their heading in
 * place while the page settles. Renders only the live region that says "Link copied".
 */
export function HeadingLinks() {
  const t = useTranslate();
  const [message, setMessage] = React.useState('');
  const label = t('page.linkCopied');

  React.useEffect(
    () =>
      listenToHeadingLinks(document, {
        // The async Clipboard API only: where it is missing, the address bar has the section's URL.
        copy: async (text) => {
          try {
            await navigator.clipboard.writeText(text);
            return true;
          } catch {
            return false;
          }
        },
        copiedLabel: label,
        announce: (text) => {
          // Cleared first so the same words are announced again on the next copy.
          setMessage('');
          requestAnimationFrame(() => setMessage(text));
        },
      }),
    [label],
  );

  React.useEffect(() => {
    // Only readers who arrive with a hash need this: its code loads for them alone.
    if (!window.location.hash) return undefined;
    let stop: (() => void) | null = null;
    let active = true;
    import('./hashArrival').then(
      ({ keepHashTargetInView }) => {
        if (active) stop = keepHashTargetInView();
      },
      () => {
        // Not loaded (offline): the browser's own jump to the heading stands.
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);

  return (
    <span role="status" style={visuallyHidden}>
      {message}
    </span>
  );
}
