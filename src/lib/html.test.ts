import { decodeEntities, escapeHtml, htmlText } from './html';

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<img src=x onerror="alert(1)">', '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'],
    ['a && b', 'a &amp;&amp; b'],
    ['&lt; stays visible as typed', '&amp;lt; stays visible as typed'],
    ["it's", "it's"],
  ])('%j -> %j', (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&quot;a&quot; &#39;b&#39; &#x27;c&#x27;', `"a" 'b' 'c'`],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; and &#x110000; stay', '&#0; and &#x110000; stay'],
  ])('%s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe('htmlText', () => {
  it('reads the text of a type written as HTML', () => {
    expect(htmlText('readonly <a href="/x/api/grid-col-def/">GridColDef</a>&lt;R&gt;[] | &quot;a&quot; &#39;b&#39; &#x2F;')).toBe(
      'readonly GridColDef<R>[] | "a" \'b\' /',
    );
  });
});
