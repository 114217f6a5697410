/**
 * Loads a stylesheet at run time. Without a layer it adds a `<link>`. With a cascade layer it fetches
 * the sheet and injects `<style data-href>` wrapping it in `@layer <name> { … }`, so its rules take
 * their place in the site's layer order; if that fails for any reason but an abort, it falls back
 * to a `<link>`. The returned function aborts a pending fetch and removes the node.
 */

export interface LoadCSSOptions {
  /** Cascade layer to put the sheet in (`theme`, `docsearch`, `mui`, `utilities`). */
  layer?: string;
  /** Selector of the node to insert before; appended to <head> when absent or not found. */
  before?: string;
  fetchImpl?: typeof fetch;
}

/** Fetches a sheet and wraps it in its layer; throws `Failed to fetch CSS: <statusText>` on a non-OK answer. */
export async function fetchLayeredCSS(href: string, layer: string, signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(href, { signal });
  if (!response.ok) {
    throw new Error(`Failed to fetch CSS: ${response.statusText}`);
  }
  return `@layer ${layer} {\n${await response.text()}\n}`;
}

function insert(node: HTMLElement, before: string | undefined) {
  const anchor = before ? document.head.querySelector(before) : null;
  if (anchor) {
    document.head.insertBefore(node, anchor);
  } else {
    document.head.appendChild(node);
  }
}

function linkTo(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return link;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function loadCSS(href: string, { layer, before, fetchImpl = globalThis.fetch }: LoadCSSOptions = {}): () => void {
  let node: HTMLElement | null = null;
  if (!layer || typeof fetchImpl !== 'function') {
    node = linkTo(href);
    insert(node, before);
    return () => node?.remove();
  }
  const controller = new AbortController();
  fetchLayeredCSS(href, layer, controller.signal, fetchImpl)
    .then((css) => {
      const style = document.createElement('style');
      style.setAttribute('data-href', href);
      style.textContent = css;
      node = style;
    })
    .catch((error: unknown) => {
      if (!isAbort(error) && !controller.signal.aborted) {
        node = linkTo(href);
      }
    })
    .finally(() => {
      if (node && !controller.signal.aborted) insert(node, before);
    });
  return () => {
    controller.abort();
    node?.remove();
  };
}
