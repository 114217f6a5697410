import { FRAGMENT_IN_DOCUMENT } from '../contracts/content';
import { stripDocumentHtml } from './staticHtml';

const long = (text: string) => `<p>${text} ${'and more words '.repeat(5)}</p>`;
const page = (body: string, pageProps: unknown) =>
  `<!DOCTYPE html><html><body><div id="__next">${body}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps },
    page: '/x/[...slug]',
  }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}</script><script src="/_next/main.js"></script></body></html>`;
const nextData = (html: string) => JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);

describe('stripDocumentHtml', () => {
  it('empties the props strings that a data-html element of the document holds, and nothing else', () => {
    const shown = long('Sorting');
    const notMarked = long('Filtering');
    const html = page(`<div class="prose" data-html="s0">${shown}</div><div>${notMarked}</div>`, {
      segments: [{ kind: 'html', html: shown }, { kind: 'html', html: notMarked }, { kind: 'code', code: 'x', html: 'short' }],
      title: 'Sorting',
    });
    const result = stripDocumentHtml(html);
    expect(nextData(result.html).props.pageProps).toEqual({
      segments: [{ kind: 'html', html: FRAGMENT_IN_DOCUMENT }, { kind: 'html', html: notMarked }, { kind: 'code', code: 'x', html: 'short' }],
      title: 'Sorting',
    });
    expect(result.savedBytes).toBe(shown.length);
    // The document itself and everything around the page data stay as they were.
    expect(result.html).toContain(`<div class="prose" data-html="s0">${shown}</div>`);
    expect(result.html.endsWith('<script src="/_next/main.js"></script></body></html>')).toBe(true);
  });

  it('keeps a string that is only part of a marked element', () => {
    const inner = long('Part');
    const html = page(`<div data-html="s0">${inner}<p>tail</p></div>`, { segments: [{ kind: 'html', html: inner }] });
    expect(stripDocumentHtml(html)).toEqual({ html, savedBytes: 0 });
  });

  it('writes the JSON back with the escaping Next uses in the document', () => {
    const shown = long('a < b && c > d');
    const html = page(`<div data-html="s0">${shown}</div>`, { segments: [{ kind: 'html', html: shown }], note: '<b>&</b>' });
    const result = stripDocumentHtml(html);
    const json = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(result.html)![1];
    expect(json).not.toMatch(/[<>&]/);
    expect(nextData(result.html).props.pageProps.note).toBe('<b>&</b>');
  });

  it('leaves a page without page data unchanged', () => {
    expect(stripDocumentHtml('<html><body>offline</body></html>')).toEqual({ html: '<html><body>offline</body></html>', savedBytes: 0 });
  });
});
