import { escapeHtml } from './html';

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
