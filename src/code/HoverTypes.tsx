import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { HoverEntry } from '../contracts/content';
import { useTranslate } from '../i18n/I18nProvider';
import { laterTableUrl, loadHoverTable, placePopup } from './hoverTypes';
import { onNameKeys, useMarkedNames } from './hoverNames';

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

/** The open popup: which name, its entry once the page's table is loaded; closing after a delay. */
function usePopupState(url: string | null) {
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [shown, setShown] = React.useState<Shown | null>(null);
  const hide = React.useCallback(() => {
    clearTimeout(closeTimer.current);
    setShown(null);
  }, []);
  const keep = () => clearTimeout(closeTimer.current);
  const scheduleHide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(hide, CLOSE_DELAY_MS);
  };
  const show = (element: HTMLElement) => {
    keep();
    if (!url || shown?.element === element) return;
    const index = Number(element.dataset.t);
    setShown({ element, entry: 'loading' });
    const settle = (entry: Shown['entry']) => setShown((current) => (current?.element === element ? { element, entry } : current));
    loadHoverTable(url).then(
      (table) => settle(table.entries[index] ?? 'failed'),
      () => settle('failed'),
    );
  };
  React.useEffect(() => () => clearTimeout(closeTimer.current), []);
  return { shown, show, hide, keep, scheduleHide };
}

/**
 * While the popup is open: the name says what describes it, the popup is placed inside the viewport
 * (again on scroll and resize), and Escape or a tap elsewhere closes it.
 */
function usePopupPlacement(shown: Shown | null, popup: React.RefObject<HTMLDivElement | null>, popupId: string, hide: () => void, pre: React.RefObject<HTMLElement | null>) {
  const [position, setPosition] = React.useState<{ left: number; top: number } | null>(null);
  React.useLayoutEffect(() => {
    setPosition(null);
    if (!shown) return undefined;
    const { element } = shown;
    element.setAttribute('aria-describedby', popupId);
    const place = () => {
      const box = popup.current?.getBoundingClientRect();
      if (box) setPosition(placePopup(element.getBoundingClientRect(), box, { width: window.innerWidth, height: window.innerHeight }));
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
  }, [shown, popupId, hide, pre, popup]);
  return position;
}

interface HoverPopupProps {
  shown: Shown;
  id: string;
  position: { left: number; top: number } | null;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** The popup: the name's declaration, the first line of its doc, its API link. */
const HoverPopup = React.forwardRef<HTMLDivElement, HoverPopupProps>(function HoverPopup({ shown, id, position, onPointerEnter, onPointerLeave }, ref) {
  const t = useTranslate();
  const { entry } = shown;
  return (
    <Popup
      ref={ref}
      id={id}
      role="tooltip"
      dir="ltr"
      data-hover-types=""
      // Measured hidden first, then placed.
      style={position ?? { left: 0, top: 0, visibility: 'hidden' }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {entry === 'loading' ? t('code.typesLoading') : entry === 'failed' ? t('code.typesFailed') : (
        <React.Fragment>
          <code>{entry.t}</code>
          {entry.d ? <p>{entry.d}</p> : null}
          {entry.h ? <a href={entry.h}>{t('code.typesApiLink', { name: shown.element.textContent ?? '' })}</a> : null}
        </React.Fragment>
      )}
    </Popup>
  );
});

/**
 * Types of the names of a code block, as an editor shows them: the pointer resting on a marked name
 * (`<span data-t>` from the build, or from the page's second table under `lateKey` for code the
 * build did not mark), a tap, or the keyboard (Enter on the focused block, then the arrow keys from name to
 * name) opens a popup with its declaration, the first line of its doc and a link to its API entry;
 * Escape closes it. The popup is outside the `<code>`, whose text the copy button copies. Returns
 * the HTML to show, the props of the block's `<pre>` and what to render beside it.
 */
export function useHoverTypes(pre: React.RefObject<HTMLElement | null>, html: string, lateKey?: string) {
  const pageUrl = React.useContext(HoverTypesContext);
  // Code marked late reads the page's second table, marks and types alike.
  const url = pageUrl && lateKey ? laterTableUrl(pageUrl) : pageUrl;
  const t = useTranslate();
  const popupId = React.useId();
  const hintId = React.useId();
  const popup = React.useRef<HTMLDivElement>(null);
  const { shown, show, hide, keep, scheduleHide } = usePopupState(url);
  const position = usePopupPlacement(shown, popup, popupId, hide, pre);
  const marked = useMarkedNames(url, html, lateKey, pre);
  const { hasNames } = marked;

  const nameOf = (target: EventTarget | null): HTMLElement | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-t]') : null;
    return element && pre.current?.contains(element) ? element : null;
  };
  const showName = (event: React.SyntheticEvent) => {
    const name = nameOf(event.target);
    if (name) show(name);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => onNameKeys(event, { pre: pre.current, popup: popup.current, marked, late: !!lateKey, nameOf });

  const preProps = {
    onKeyDown,
    onPointerOver: (event: React.PointerEvent) => {
      void marked.mark();
      if (event.pointerType !== 'touch') showName(event);
    },
    onPointerOut: (event: React.PointerEvent) => {
      if (nameOf(event.target) && !nameOf(event.relatedTarget)) scheduleHide();
    },
    // A tap on a phone.
    onClick: (event: React.MouseEvent) => {
      void marked.mark();
      showName(event);
    },
    onFocus: (event: React.FocusEvent) => {
      void marked.mark();
      showName(event);
    },
    onBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!pre.current?.contains(next)) marked.cancelEnter();
      if (nameOf(event.target) && !nameOf(next) && !popup.current?.contains(next)) hide();
    },
    'aria-describedby': hasNames ? hintId : undefined,
  };

  const view = (
    <React.Fragment>
      {hasNames ? (
        // Read as the block's description; seen while the block has keyboard focus (CodeBlock's styles).
        <span id={hintId} className="types-hint">
          {t('code.typesHint')}
        </span>
      ) : null}
      {shown ? <HoverPopup ref={popup} shown={shown} id={popupId} position={position} onPointerEnter={keep} onPointerLeave={scheduleHide} /> : null}
    </React.Fragment>
  );
  return { html: marked.html, preProps, view };
}
