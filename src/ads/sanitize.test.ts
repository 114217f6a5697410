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
    // Attributes a general sanitiser (DOMPurify) keeps by default even with an empty allow-list.
    ['<b data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label="forged">b</b>', '<b>b</b>'],
    ['<em aria-hidden="true">hidden from screen readers</em>', '<em>hidden from screen readers</em>'],
    ['<strong aria-label="Sponsored by nobody">Sponsored</strong>', '<strong>Sponsored</strong>'],
    ['<i role="button" tabindex="0" id="main-content" class="x" name="y" title="t" lang="fr" dir="rtl">i</i>', '<i>i</i>'],
    ['<b xml:lang="fr" xmlns:xlink="http://www.w3.org/1999/xlink">b</b>', '<b>b</b>'],
    // Tricks against tokenizers: every `<` left over is escaped, so nothing becomes markup.
    ['<B>upper</B> <EM>case</EM>', '<b>upper</b> <em>case</em>'],
    ['<b title="a>b" onclick="alert(1)">x</b>', '<b>b" onclick="alert(1)"&gt;x</b>'],
    ['<img src=x onerror=alert(1)', '&lt;img src=x onerror=alert(1)'],
    ['a < b > c', 'a &lt; b &gt; c'],
    ['<<script>script>alert(1)<</script>/script>', ''],
    ['<!-- <img src=x onerror=alert(1)> -->ok', 'ok'],
    ['<![CDATA[<img src=x onerror=alert(1)>]]>ok', ']]&gt;ok'],
    ['<?xml version="1.0"?>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<b/onclick=alert(1)>x</b>', '<b>x</b>'],
    ['</b>stray close<i>unclosed', '</b>stray close<i>unclosed'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<math><mtext><b>x</b></mtext></math>after', 'after'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
  ])('%p -> %p', (input, expected) => {
    expect(sanitizeInline(input)).toBe(expected);
  });

  it('never lets a tag other than the four bare ones out, whatever the input', () => {
    const pieces = ['<', '>', '/', 'b', 'i', 'em', 'script', 'img', ' ', '=', '"', "'", 'on', 'x', '!--', '-->', '&', 'lt;'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 2000; run += 1) {
      const input = Array.from({ length: 12 }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const output = sanitizeInline(input);
      expect(output.replace(/<\/?(b|strong|em|i)>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('gives an empty string for anything but a string', () => {
    expect(sanitizeInline(undefined as unknown as string)).toBe('');
  });
});
