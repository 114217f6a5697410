import { sanitizeInline } from './sanitize';

describe('sanitizeInline', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<b>Bold</b> and <em>em</em>', '<b>Bold</b> and <em>em</em>'],
    ['<strong>s</strong><i>i</i>', '<strong>s</strong><i>i</i>'],
    ['<script>alert(1)</script>Text', 'Text'],
    ['<img src=x onerror="alert(1)">Text', 'Text'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<b onclick="alert(1)" style="color:red">b</b>', '<b>b</b>'],
    ['<iframe src="https://evil.example.com"></iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<div><p>block</p></div>', 'block'],
    ['5 &lt; 6', '5 &lt; 6'],
    // Attributes DOMPurify keeps by default even with an empty allow-list.
    ['<b data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label="forged">b</b>', '<b>b</b>'],
    ['<em aria-hidden="true">hidden from screen readers</em>', '<em>hidden from screen readers</em>'],
    ['<strong aria-label="Sponsored by nobody">Sponsored</strong>', '<strong>Sponsored</strong>'],
    ['<i role="button" tabindex="0" id="main-content" class="x" name="y" title="t" lang="fr" dir="rtl">i</i>', '<i>i</i>'],
    ['<b xml:lang="fr" xmlns:xlink="http://www.w3.org/1999/xlink">b</b>', '<b>b</b>'],
  ])('%p -> %p', (input, expected) => {
    expect(sanitizeInline(input)).toBe(expected);
  });
});
