/** @jest-environment node */
import { highlightCode, renderMarkdown, renderMarkdownFragment, renderMarkdownInline, slugify } from './markdown';

const page = (body: string, front = 'title: Sorting\ndescription: Sort rows by one or more columns.') =>
  `---\n${front}\n---\n\n${body}`;

describe('renderMarkdown', () => {
  it('reads the front matter', () => {
    const result = renderMarkdown(page('Intro.'), 'sorting.md');
    expect(result.title).toBe('Sorting');
    expect(result.description).toBe('Sort rows by one or more columns.');
    expect(result.html).toContain('<p>Intro.</p>');
  });

  it.each([
    ['no title', 'description: D'],
    ['no description', 'title: T'],
    ['an empty title', 'title: ""\ndescription: D'],
  ])('fails with %s, naming the file', (_label, front) => {
    expect(() => renderMarkdown(page('x', front), 'data/docs/x.md')).toThrow(/^data\/docs\/x\.md: front matter needs/);
  });

  it('gives h2/h3 anchors and a table of contents', () => {
    const result = renderMarkdown(page('## Basic sorting\n\ntext\n\n### With `sortModel`\n\n#### Deep'), 's.md');
    expect(result.html).toContain('<h2 id="basic-sorting" tabindex="-1"><a class="anchor-link" href="#basic-sorting">Basic sorting</a></h2>');
    expect(result.toc).toEqual([
      { id: 'basic-sorting', text: 'Basic sorting', level: 2 },
      { id: 'with-sortmodel', text: 'With sortModel', level: 3 },
    ]);
  });

  it('renders GFM tables inside a scroll box', () => {
    const result = renderMarkdown(page('| Prop | Type |\n| --- | --- |\n| rows | `GridRowsProp` |'), 't.md');
    expect(result.html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Scrollable table"><table>');
    expect(result.html).toContain('<th>Prop</th>');
  });

  it('highlights fenced code at build time', () => {
    const result = renderMarkdown(page('```tsx\nconst rows = [{ id: 1 }];\n```'), 'c.md');
    expect(result.html).toContain('<pre class="code-block" tabindex="0" data-language="tsx"><code class="hljs language-tsx">');
    expect(result.html).toContain('<span class="hljs-keyword">const</span>');
  });

  it('never injects raw HTML from markdown', () => {
    const result = renderMarkdown(page('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>'), 'x.md');
    expect(result.html).not.toContain('<script>');
    expect(result.html).not.toContain('<img');
    expect(result.html).toContain('&lt;script&gt;');
  });

  it('opens external links in a new tab', () => {
    const result = renderMarkdown(page('[GitHub](https://github.com/mui/mui-x) and [sorting](/x/react-data-grid/sorting/)'), 'l.md');
    expect(result.html).toContain('<a href="https://github.com/mui/mui-x" target="_blank" rel="noopener noreferrer">');
    expect(result.html).toContain('<a href="/x/react-data-grid/sorting/">');
  });
});

describe('highlightCode', () => {
  it('escapes code of an unknown language', () => {
    expect(highlightCode('<b>&</b>', 'nope')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });
});

describe('slugify', () => {
  it.each([
    ['Basic sorting', 'basic-sorting'],
    ['  Usage with `apiRef`  ', 'usage-with-apiref'],
    ['What’s new?', 'whats-new'],
    ['Multi--word  spaces', 'multi-word-spaces'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('renderMarkdownFragment / renderMarkdownInline', () => {
  it.each([
    ['a paragraph', 'Sets the `rows`.', '<p>Sets the <code>rows</code>.</p>'],
    ['raw HTML as text', 'Hello <img src=x onerror=alert(1)>', '<p>Hello &lt;img src=x onerror=alert(1)&gt;</p>'],
    ['a list', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['an external link in a new tab', '[Docs](https://example.com/)', '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">Docs</a></p>'],
    ['an internal link as is', '[Sorting](/x/react-data-grid/sorting/)', '<p><a href="/x/react-data-grid/sorting/">Sorting</a></p>'],
  ])('renders %s', (_label, markdown, html) => {
    expect(renderMarkdownFragment(markdown)).toBe(html);
  });

  it('refuses javascript: links', () => {
    expect(renderMarkdownFragment('[x](javascript:alert(1))')).not.toContain('href="javascript:');
  });

  it.each([
    ['code', '`false`', '<code>false</code>'],
    ['text with code', 'false (`true` on mobile)', 'false (<code>true</code> on mobile)'],
    ['markup as text', '<b>x</b>', '&lt;b&gt;x&lt;/b&gt;'],
  ])('renders inline %s without a paragraph', (_label, markdown, html) => {
    expect(renderMarkdownInline(markdown)).toBe(html);
  });
});
