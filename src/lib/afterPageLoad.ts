/**
 * Runs a callback once the page has finished loading (at once if it already has), so third-party
 * scripts added from it can neither delay the page's load event nor compete with its own resources.
 * Returns a function that cancels a callback still waiting.
 */
export function afterPageLoad(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (document.readyState === 'complete') {
    callback();
    return () => {};
  }
  let cancelled = false;
  const onLoad = () => {
    if (!cancelled) callback();
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
  };
}

let pageWasIdle = false;

/**
 * Runs a callback once the page is interactive: after its load event, at the browser's first idle
 * moment (within `timeout` ms), or at the reader's first input, whichever comes first. Once that has
 * happened (later pages of a visit), callbacks run at once. Returns a function that cancels a callback
 * still waiting. Used to keep work that the first screen can do without (a demo's mount) out of the
 * page's start-up.
 */
export function whenPageIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => {};
  if (pageWasIdle) {
    callback();
    return () => {};
  }
  let done = false;
  let cancelIdle = () => {};
  let cancelLoad = () => {};
  const inputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  const cleanUp = () => {
    cancelIdle();
    cancelLoad();
    for (const type of inputs) window.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    done = true;
    pageWasIdle = true;
    cleanUp();
    callback();
  }
  for (const type of inputs) window.addEventListener(type, run, { capture: true, passive: true });
  cancelLoad = afterPageLoad(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    done = true;
    cleanUp();
  };
}

/** Forgets that the page was idle (tests only). */
export function resetPageIdleForTests() {
  pageWasIdle = false;
}
