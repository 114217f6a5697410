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
