/**
 * Clicks a reader made on buttons before React listened, held by the page's script loader
 * (src/export/scriptsAfterPaint.ts), are clicked again once the app has committed its first pass:
 * React's root listener then takes them, hydrating at once the part of the page that holds the
 * button (the drawer, the app bar) if it is not hydrated yet. Call it from a task of its own, not
 * from an effect: inside React's commit that hydration cannot run, and React drops a click on a part it
 * could not hydrate. A button that hydration removed is skipped. Pages served without the loader
 * (next dev) hold nothing.
 */
type HoldingWindow = Window & { __takeHeldClicks?: () => unknown };

/** Replays the held clicks, in order, once; returns how many were replayed. */
export function replayHeldClicks(win: Window & typeof globalThis): number {
  const take = (win as HoldingWindow).__takeHeldClicks;
  if (typeof take !== 'function') return 0;
  const held = take();
  let replayed = 0;
  for (const element of Array.isArray(held) ? held : []) {
    if (element instanceof win.HTMLElement && element.isConnected) {
      element.click();
      replayed += 1;
    }
  }
  return replayed;
}
