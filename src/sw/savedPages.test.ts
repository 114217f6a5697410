import { listSavedPages, titleFromHtml } from './savedPages';

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

describe('listSavedPages', () => {
  it('lists saved docs pages by title, without the offline page, other origins or duplicates', () => {
    const entries = [
      { url: 'https://mui.com/x/react-data-grid/sorting/', html: page('Sorting - MUI X') },
      { url: 'https://mui.com/x/offline/', html: page('Offline - MUI X') },
      { url: 'https://mui.com/x/react-charts/', html: page('Charts overview - MUI X') },
      { url: 'https://mui.com/x/react-charts/', html: page('Again - MUI X') },
      { url: 'https://evil.test/x/phish/', html: page('Phish - MUI X') },
      { url: 'https://mui.com/material-ui/', html: page('Outside - MUI X') },
      { url: 'https://mui.com/x/untitled/', html: '' },
      { url: '::not a url::', html: '' },
    ];
    expect(listSavedPages(entries, 'https://mui.com', ' - MUI X')).toEqual([
      { href: '/x/untitled/', title: '/x/untitled/' },
      { href: '/x/react-charts/', title: 'Charts overview' },
      { href: '/x/react-data-grid/sorting/', title: 'Sorting' },
    ]);
  });

  it('is empty for an empty cache', () => {
    expect(listSavedPages([], 'https://mui.com', ' - MUI X')).toEqual([]);
  });
});
