/**
 * The marked names of a code block with hover types (src/code/HoverTypes.tsx): which it shows (the
 * build's marks, or marks added late from the page's second table) and how the keyboard moves
 * between them.
 */
import * as React from 'react';
import { loadHoverTable, moveIndex, wrapHoverSpans } from './hoverTypes';

const focusName = (element: HTMLElement | undefined) => {
  if (!element) return;
  element.tabIndex = -1;
  element.focus();
};

/**
 * Code the build did not mark (a demo's code shown after its first): its names are marked from the
 * page's second table (`url`), loaded when the pointer, a tap or the focus first reaches the block.
 * Returns the HTML to show and `mark`, which resolves once the marks are in (or none could be had).
 */
function useLateMarks(url: string | null, html: string, key: string | undefined) {
  const [marks, setMarks] = React.useState<{ key: string; html: string; marked: string } | null>(null);
  const current = key && marks?.key === key && marks.html === html ? marks.marked : null;
  const mark = React.useCallback((): Promise<void> => {
    if (!url || !key || current) return Promise.resolve();
    return loadHoverTable(url).then(
      (table) => {
        const spans = table.blocks?.[key];
        if (spans) setMarks({ key, html, marked: wrapHoverSpans(html, spans) });
      },
      // No table: the code shows without hovers, and the next hover tries again.
      () => undefined,
    );
  }, [url, key, html, current]);
  return { html: current ?? html, mark };
}

/**
 * The block's marked names, the build's or those marked late (useLateMarks): `hasNames` once it shows
 * any; `enterLate` (Enter on code marked late) focuses its first name once its marks are rendered,
 * `cancelEnter` forgets that when the focus leaves the block.
 */
export function useMarkedNames(url: string | null, html: string, lateKey: string | undefined, pre: React.RefObject<HTMLElement | null>) {
  const late = useLateMarks(url, html, lateKey);
  const [hasNames, setHasNames] = React.useState(false);
  const [firstOnMarks, setFirstOnMarks] = React.useState(false);
  React.useEffect(() => {
    const first = url ? pre.current?.querySelector<HTMLElement>('[data-t]') : null;
    setHasNames(!!first);
    if (first && firstOnMarks) {
      setFirstOnMarks(false);
      focusName(first);
    }
  }, [url, late.html, pre, firstOnMarks]);
  const enterLate = () => {
    setFirstOnMarks(true);
    void late.mark();
  };
  return { html: late.html, mark: late.mark, hasNames, enterLate, cancelEnter: () => setFirstOnMarks(false) };
}

interface NameKeysContext {
  pre: HTMLElement | null;
  popup: HTMLElement | null;
  marked: Pick<ReturnType<typeof useMarkedNames>, 'hasNames' | 'enterLate'>;
  /** The block's code is marked late. */
  late: boolean;
  nameOf: (target: EventTarget | null) => HTMLElement | null;
}

/**
 * Keys inside a block: Enter on the block goes to its first name (once marked, for code marked late),
 * the arrows, Home and End move between names (moveIndex), Enter on a name whose popup is open
 * follows its API link.
 */
export function onNameKeys(event: React.KeyboardEvent<HTMLElement>, { pre, popup, marked, late, nameOf }: NameKeysContext) {
  const onBlock = event.target === pre && event.key === 'Enter';
  if (!marked.hasNames) {
    if (late && onBlock) {
      event.preventDefault();
      marked.enterLate();
    }
    return;
  }
  const name = nameOf(event.target);
  const names = [...(pre?.querySelectorAll<HTMLElement>('[data-t]') ?? [])];
  if (!name) {
    // One way in: Enter on the focused block goes to its first name.
    if (onBlock) {
      event.preventDefault();
      focusName(names[0]);
    }
    return;
  }
  const link = event.key === 'Enter' ? popup?.querySelector('a') : null;
  const next = moveIndex(names.map((element) => element.getBoundingClientRect()), names.indexOf(name), event.key);
  if (link) link.click();
  else if (next !== null) focusName(names[next]);
  else return;
  event.preventDefault();
}
