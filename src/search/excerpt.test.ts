import { parseExcerpt } from './excerpt';

describe('parseExcerpt', () => {
  it.each([
    ['nothing', '', []],
    ['not a string', 42, []],
    ['plain text', 'Sort the rows', [{ text: 'Sort the rows', mark: false }]],
    [
      'marked words',
      'Use the <mark>sortComparator</mark> of a column',
      [
        { text: 'Use the ', mark: false },
        { text: 'sortComparator', mark: true },
        { text: ' of a column', mark: false },
      ],
    ],
    [
      'escaped markup in the page text stays text',
      '&lt;DataGrid <mark>checkboxSelection</mark> /&gt; &amp; more',
      [
        { text: '<DataGrid ', mark: false },
        { text: 'checkboxSelection', mark: true },
        { text: ' /> & more', mark: false },
      ],
    ],
    ['a tag other than mark is dropped', 'a <img src=x onerror=alert(1)>b', [{ text: 'a b', mark: false }]],
    ['neighbouring marks are joined', '<mark>date</mark><mark>range</mark>', [{ text: 'daterange', mark: true }]],
  ])('%s', (_name, html, expected) => {
    expect(parseExcerpt(html)).toEqual(expected);
  });
});

