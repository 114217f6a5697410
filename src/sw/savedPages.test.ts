/** @jest-environment node */
import { listSavedPages, readTitle, staleTitleUrls, titleFromHtml, type BodyReader } from './savedPages';

const page = (title: string) => `<html><head><title>${title}</title></head><body></body></html>`;

describe('titleFromHtml', () => {
  it.each<[string, string | null]>([
    [page('Sorting - MUI X'), 'Sorting'],
    [page('Tom &amp; Jerry &lt;3 - MUI X'), 'Tom & Jerry <3'],
    ['<title data-x="1">Quotes &quot;here&quot; &#39;and&#x27; - MUI X</title>', 'Quotes "here" \'and\''],
    [page('No suffix'), 'No suffix'],
    [page(' - MUI X'), null],
    ['<p>no title</p>', null],
    ['', null],
  ])('%s', (html, expected) => {
    expect(titleFromHtml(html, ' - MUI X')).toBe(expected);
  });

  it('survives a value that is not a string', () => {
    expect(titleFromHtml(undefined as unknown as string, ' - MUI X')).toBeNull();
  });
});

describe('readTitle', () => {
  /** A body in chunks, recording how many were read and whether the rest was cancelled. */
  function body(chunks: string[]) {
    const encoder = new TextEncoder();
    const state = { reads: 0, cancelled: false };
    const reader: BodyReader = {
      read: async () => {
        const chunk = chunks[state.reads];
        state.reads += 1;
        return chunk === undefined ? { done: true } : { done: false, value: encoder.encode(chunk) };
      },
      cancel: async () => {
        state.cancelled = true;
      },
    };
    return { reader, state };
  }

  it('reads up to the end of the title only, then cancels the rest of the page', async () => {
    const { reader, state } = body(['<html><head><ti', 'tle>Sorting - MUI X</title>', '<body>' + 'x'.repeat(1000), '</body></html>']);
    expect(await readTitle(reader)).toBe('Sorting - MUI X');
    expect(state.reads).toBe(2);
    expect(state.cancelled).toBe(true);
  });

  it('gives up after the limit, and on a page without a title', async () => {
    const long = body(['<head>', 'y'.repeat(100), '<title>Late</title>']);
    expect(await readTitle(long.reader, 50)).toBeNull();
    expect(long.state.reads).toBe(2);
    expect(await readTitle(body(['<p>no title</p>']).reader)).toBeNull();
  });

  it('keeps characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('<title>Café - MUI X</title>');
    // The two bytes of "é" arrive in two chunks.
    const cut = bytes.indexOf(0xc3) + 1;
    const chunks = [bytes.slice(0, cut), bytes.slice(cut)];
    const reader: BodyReader = {
      read: async () => {
        const value = chunks.shift();
        return value ? { done: false, value } : { done: true };
      },
      cancel: async () => {},
    };
    expect(await readTitle(reader)).toBe('Café - MUI X');
  });
});

describe('staleTitleUrls', () => {
  it('names the titles whose page is no longer saved', () => {
    expect(staleTitleUrls(['https://a/x/1/', 'https://a/x/2/'], ['https://a/x/2/', 'https://a/x/3/'])).toEqual(['https://a/x/1/']);
  });
});

describe('listSavedPages', () => {
  it('lists saved docs pages by title, without the offline page, other origins or duplicates', () => {
    const entries = [
      { url: 'https://mui.com/x/react-data-grid/sorting/', title: 'Sorting - MUI X' },
      { url: 'https://mui.com/x/offline/', title: 'Offline - MUI X' },
      { url: 'https://mui.com/x/react-charts/', title: 'Charts overview - MUI X' },
      { url: 'https://mui.com/x/react-charts/', title: 'Again - MUI X' },
      { url: 'https://evil.test/x/phish/', title: 'Phish - MUI X' },
      { url: 'https://mui.com/material-ui/', title: 'Outside - MUI X' },
      { url: 'https://mui.com/x/untitled/', title: null },
      { url: 'https://mui.com/x/empty-title/', title: ' - MUI X' },
      { url: '::not a url::', title: null },
    ];
    expect(listSavedPages(entries, 'https://mui.com', ' - MUI X')).toEqual([
      { href: '/x/empty-title/', title: '/x/empty-title/' },
      { href: '/x/untitled/', title: '/x/untitled/' },
      { href: '/x/react-charts/', title: 'Charts overview' },
      { href: '/x/react-data-grid/sorting/', title: 'Sorting' },
    ]);
  });

  it('is empty for an empty cache', () => {
    expect(listSavedPages([], 'https://mui.com', ' - MUI X')).toEqual([]);
  });
});
