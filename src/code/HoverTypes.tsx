import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { HoverEntry } from '../contracts/content';
import { useTranslate } from '../i18n/I18nProvider';
import { loadHoverTable, moveIndex, placePopup } from './hoverTypes';

/** URL of the page's hover table (the docs page provides it; elsewhere there is none). */
const HoverTypesContext = React.createContext<string | null>(null);
export const HoverTypesProvider = HoverTypesContext.Provider;

const Popup = styled('div')({
  position: 'fixed',
  zIndex: 1400,
  maxWidth: 'min(560px, calc(100vw - 16px))',
  maxHeight: '50vh',
  overflow: 'auto',
  padding: '8px 12px',
  borderRadius: 6,
  border: '1px solid #3d4b5c',
  backgroundColor: '#1b2633',
  color: '#e6edf3',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.4)',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  textAlign: 'start',
  '& code': { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '& p': { margin: '6px 0 0', fontFamily: 'system-ui, sans-serif' },
  '& a': { display: 'inline-block', marginTop: 6, color: '#79c0ff', fontFamily: 'system-ui, sans-serif' },
});

/** Styles of the marked names inside a code block (see CodeBlock). */
export const hoverNameStyles = {
  '& [data-t]': { cursor: 'help', borderRadius: 2 },
  '& [data-t]:hover, & [data-t][aria-describedby]': { textDecoration: 'underline dotted', textUnderlineOffset: 3 },
  '& [data-t]:focus': { outline: '2px solid #79c0ff', outlineOffset: 1 },
} as const;

type Shown = { element: HTMLElement; entry: HoverEntry | 'loading' | 'failed' };

const CLOSE_DELAY_MS = 250;

/**
 * Types of the names of a code block, as an editor shows them: the pointer resting on a marked name
 * (`<span data-t>` from the build), a tap, or the keyboard (Enter on the focused block, then the
 * arrow keys from name to name) opens a popup with its declaration, the first line of its doc and a
 * link to its API entry; Escape closes it. The popup is outside the `<code>`, whose text the copy
 * button copies. Returns the props of the block's `<pre>` and the popup to render beside it.
 */
export function useHoverTypes(pre: React.RefObject<HTMLElement | null>, html: string) {
  const url = React.useContext(HoverTypesContext);
  const t = useTranslate();
  const popupId = React.useId();
  const hintId = React.useId();
  const popup = React.useRef<HTMLDivElement>(null);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [shown, setShown] = React.useState<Shown | null>(null);
  const [position, setPosition] = React.useState<{ left: number; top: number } | null>(null);
  const [hasNames, setHasNames] = React.useState(false);

  React.useEffect(() => setHasNames(!!url && !!pre.current?.querySelector('[data-t]')), [url, html, pre]);

  const names = React.useCallback(() => [...(pre.current?.querySelectorAll<HTMLElement>('[data-t]') ?? [])], [pre]);
  const nameOf = (target: EventTarget | null): HTMLElement | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-t]') : null;
    return element && pre.current?.contains(element) ? element : null;
  };

  const hide = React.useCallback(() => {
    clearTimeout(closeTimer.current);
    setShown(null);
    setPosition(null);
  }, []);
  const scheduleHide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(hide, CLOSE_DELAY_MS);
  };
  const show = (element: HTMLElement) => {
    clearTimeout(closeTimer.current);
    if (!url || shown?.element === element) return;
    const index = Number(element.dataset.t);
    setShown({ element, entry: 'loading' });
    setPosition(null);
    loadHoverTable(url).then(
      (table) => setShown((current) => (current?.element === element ? { element, entry: table.entries[index] ?? 'failed' } : current)),
      () => setShown((current) => (current?.element === element ? { element, entry: 'failed' } : current)),
    );
  };

  // The name says what describes it while the popup is open; Escape, a tap elsewhere and scrolling
  // are watched only then.
  React.useLayoutEffect(() => {
    if (!shown) return undefined;
    const { element } = shown;
    element.setAttribute('aria-describedby', popupId);
    const place = () => {
      const box = popup.current?.getBoundingClientRect();
      if (!box) return;
      setPosition(placePopup(element.getBoundingClientRect(), box, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      hide();
      if (document.activeElement === element) pre.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!element.contains(target) && !popup.current?.contains(target)) hide();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      element.removeAttribute('aria-describedby');
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, popupId, hide, pre]);

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  const focusName = (element: HTMLElement | undefined) => {
    if (!element) return;
    element.tabIndex = -1;
    element.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!hasNames) return;
    const name = nameOf(event.target);
    if (!name) {
      // One way in: Enter on the focused block goes to its first name.
      if (event.target === pre.current && event.key === 'Enter') {
        event.preventDefault();
        focusName(names()[0]);
      }
      return;
    }
    if (event.key === 'Enter') {
      const link = popup.current?.querySelector('a');
      if (link) {
        event.preventDefault();
        link.click();
      }
      return;
    }
    const all = names();
    const next = moveIndex(all.map((element) => element.getBoundingClientRect()), all.indexOf(name), event.key);
    if (next !== null) {
      event.preventDefault();
      focusName(all[next]);
    }
  };

  const preProps = {
    onKeyDown,
    onPointerOver: (event: React.PointerEvent) => {
      const name = nameOf(event.target);
      if (name && event.pointerType !== 'touch') show(name);
    },
    onPointerOut: (event: React.PointerEvent) => {
      if (nameOf(event.target) && !nameOf(event.relatedTarget)) scheduleHide();
    },
    // A tap on a phone.
    onClick: (event: React.MouseEvent) => {
      const name = nameOf(event.target);
      if (name) show(name);
    },
    onFocus: (event: React.FocusEvent) => {
      const name = nameOf(event.target);
      if (name) show(name);
    },
    onBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (nameOf(event.target) && !nameOf(next) && !popup.current?.contains(next)) hide();
    },
    'aria-describedby': hasNames ? hintId : undefined,
  };

  const label = shown?.element.textContent ?? '';
  const entry = shown?.entry;
  const view = (
    <React.Fragment>
      {hasNames ? (
        <span id={hintId} hidden>
          {t('code.typesHint')}
        </span>
      ) : null}
      {shown ? (
        <Popup
          ref={popup}
          id={popupId}
          role="tooltip"
          dir="ltr"
          data-hover-types=""
          style={position ?? { left: 0, top: 0, visibility: 'hidden' }}
          onPointerEnter={() => clearTimeout(closeTimer.current)}
          onPointerLeave={scheduleHide}
        >
          {entry === 'loading' ? t('code.typesLoading') : entry === 'failed' || !entry ? t('code.typesFailed') : (
            <React.Fragment>
              <code>{entry.t}</code>
              {entry.d ? <p>{entry.d}</p> : null}
              {entry.h ? <a href={entry.h}>{t('code.typesApiLink', { name: label })}</a> : null}
            </React.Fragment>
          )}
        </Popup>
      ) : null}
    </React.Fragment>
  );
  return { preProps, view };
}
