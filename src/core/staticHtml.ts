import * as React from 'react';
import { FRAGMENT_IN_DOCUMENT } from '../contracts/content';

let documentFragments: Map<string, string> | null = null;

/** The server-rendered fragments of the document, by key, read once (the first hydration needs them all). */
function fragmentFromDocument(key: string): string {
  if (typeof document === 'undefined') return '';
  if (documentFragments === null) {
    documentFragments = new Map();
    for (const element of document.querySelectorAll('[data-html]')) {
      documentFragments.set(element.getAttribute('data-html') ?? '', element.innerHTML);
    }
  }
  return documentFragments.get(key) ?? '';
}

/**
 * The HTML of a build-time fragment that an element renders with `dangerouslySetInnerHTML` and marks
 * `data-html={key}` (a key unique on the page). On an exported page the fragment was taken out of the
 * page's props after the export (src/export/staticHtml.ts leaves FRAGMENT_IN_DOCUMENT in its place):
 * while the page hydrates, it is read back from the element the server rendered, once, so the browser
 * neither receives it twice nor has React touch it. A fragment that arrives in the props (server render, client-side navigation) is used as is.
 */
export function useStaticHtml(key: string, html: string): string {
  const fromDocument = React.useRef<string | null>(null);
  if (html !== FRAGMENT_IN_DOCUMENT) return html;
  fromDocument.current ??= fragmentFromDocument(key);
  return fromDocument.current;
}

/** Forgets the document's fragments (tests only). */
export function resetStaticHtmlForTests() {
  documentFragments = null;
}
