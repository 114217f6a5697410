/** @jest-environment node */
import { renderMarkdown, type RenderedPage } from './markdown';
import { DEFAULT_DEMO_HEIGHT, highlightCode, renderMarkdownFragment, renderMarkdownInline, slugify } from './renderer';
import { markdownOutline, codeOfMarkdown } from './outline';
import type { MarkdownSegment } from './segments';

const page = (body: string, front = 'title: Sorting\ndescription: Sort rows by one or more columns.') =>
  `---\n${front}\n---\n\n${body}`;

/** The HTML of every HTML segment, in order (containers included). */
function htmlOf(result: RenderedPage | MarkdownSegment[]): string {
  const segments = Array.isArray(result) ? result : result.segments;
  return segments
    .map((segment) => {
      if (segment.kind === 'html') return segment.html;
      if (segment.kind === 'container') return `<${segment.tag}>${htmlOf(segment.children)}</${segment.tag}>`;
      return `[${segment.kind}]`;
    })
    .join('');
}

describe('renderMarkdown', () => {
  it('reads the front matter', () => {
    const result = renderMarkdown(page('Intro.'), 'sorting.md');
    expect(result.title).toBe('Sorting');
    expect(result.description).toBe('Sort rows by one or more columns.');
    expect(htmlOf(result)).toContain('<p>Intro.</p>');
  });

  it.each([
    ['no title', 'description: D'],
    ['no description', 'title: T'],
    ['an empty title', 'title: ""\ndescription: D'],
  ])('fails with %s, naming the file', (_label, front) => {
    expect(() => renderMarkdown(page('x', front), 'data/docs/x.md')).toThrow(/^data\/docs\/x\.md:1: front matter needs/);
  });

  it('gives h2/h3 anchors and a table of contents', () => {
    const result = renderMarkdown(page('## Basic sorting\n\ntext\n\n### With `sortModel`\n\n#### Deep'), 's.md');
    expect(htmlOf(result)).toContain(
      '<div class="heading-wrapper">\n<h2 id="basic-sorting" tabindex="-1">Basic sorting</h2>\n<a class="heading-link" href="#basic-sorting" aria-label="Link to the section “Basic sorting”"></a></div>',
    );
    expect(result.toc).toEqual([
      { id: 'basic-sorting', text: 'Basic sorting', level: 2 },
      { id: 'with-sortmodel', text: 'With sortModel', level: 3 },
    ]);
  });

  it('renders GFM tables inside a scroll box', () => {
    const result = renderMarkdown(page('| Prop | Type |\n| --- | --- |\n| rows | `GridRowsProp` |'), 't.md');
    expect(htmlOf(result)).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Scrollable table"><table>');
    expect(htmlOf(result)).toContain('<th>Prop</th>');
  });

  it('makes each fence a code segment, highlighted at build time, between HTML segments', () => {
    const result = renderMarkdown(page('Before.\n\n```tsx\nconst rows = [{ id: 1 }];\n```\n\nAfter.'), 'c.md');
    expect(result.segments).toEqual([
      { kind: 'html', html: '<p>Before.</p>\n' },
      {
        kind: 'code',
        language: 'tsx',
        code: 'const rows = [{ id: 1 }];\n',
        html: expect.stringContaining('<span class="hljs-keyword">const</span>'),
      },
      { kind: 'html', html: '<p>After.</p>\n' },
    ]);
  });

  it('keeps the raw code of a fence exactly, markup included', () => {
    const result = renderMarkdown(page('```html\n<div class="a">&amp;</div>\n```'), 'c.md');
    const [segment] = result.segments;
    expect(segment).toMatchObject({ kind: 'code', language: 'html', code: '<div class="a">&amp;</div>\n' });
    expect(segment.kind === 'code' && segment.html).not.toContain('<div');
  });

  it('gives a fence without a language an empty one', () => {
    expect(renderMarkdown(page('```\nnpm install\n```'), 'c.md').segments).toEqual([
      { kind: 'code', language: '', code: 'npm install\n', html: 'npm install\n' },
    ]);
  });

  it('wraps a fence inside a list or quote in container segments', () => {
    const result = renderMarkdown(page('3. Install:\n\n   ```bash\n   npm i\n   ```\n\n> Note:\n> ```js\n> a();\n> ```'), 'c.md');
    expect(result.segments).toEqual([
      {
        kind: 'container',
        tag: 'ol',
        start: 3,
        children: [
          {
            kind: 'container',
            tag: 'li',
            children: [
              { kind: 'html', html: '<p>Install:</p>\n' },
              { kind: 'code', language: 'bash', code: 'npm i\n', html: expect.any(String) },
            ],
          },
        ],
      },
      {
        kind: 'container',
        tag: 'blockquote',
        children: [
          { kind: 'html', html: '<p>Note:</p>\n' },
          { kind: 'code', language: 'js', code: 'a();\n', html: expect.any(String) },
        ],
      },
    ]);
  });

  it('leaves lists and quotes without code as HTML', () => {
    const result = renderMarkdown(page('- one\n- two\n\n> quoted'), 'c.md');
    expect(result.segments).toEqual([{ kind: 'html', html: '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n' }]);
  });

  it('never injects raw HTML from markdown', () => {
    const result = renderMarkdown(page('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>'), 'x.md');
    expect(htmlOf(result)).not.toContain('<script>');
    expect(htmlOf(result)).not.toContain('<img');
    expect(htmlOf(result)).toContain('&lt;script&gt;');
  });

  it('opens external links in a new tab', () => {
    const result = renderMarkdown(page('[GitHub](https://github.com/mui/mui-x) and [sorting](/x/react-data-grid/sorting/)'), 'l.md');
    expect(htmlOf(result)).toContain('<a href="https://github.com/mui/mui-x" target="_blank" rel="noopener noreferrer">');
    expect(htmlOf(result)).toContain('<a href="/x/react-data-grid/sorting/">');
  });
});

describe('demo directives', () => {
  it('become demo segments with their reserved height', () => {
    const result = renderMarkdown(page('Intro.\n\n{{"demo": "BasicGrid.tsx", "height": 420}}\n\n{{"demo": "Other.tsx"}}\nText.'), 'd.md');
    expect(result.segments).toEqual([
      { kind: 'html', html: '<p>Intro.</p>\n' },
      { kind: 'demo', file: 'BasicGrid.tsx', height: 420, line: 8 },
      { kind: 'demo', file: 'Other.tsx', height: DEFAULT_DEMO_HEIGHT, line: 10 },
      { kind: 'html', html: '<p>Text.</p>\n' },
    ]);
  });

  it('end a paragraph they follow directly', () => {
    const result = renderMarkdown(page('Intro.\n{{"demo": "BasicGrid.tsx"}}'), 'd.md');
    expect(result.segments.map((segment) => segment.kind)).toEqual(['html', 'demo']);
  });

  it('stay text inside code and inline', () => {
    const result = renderMarkdown(page('```md\n{{"demo": "A.tsx"}}\n```\n\nWrite `{{"demo": "A.tsx"}}` on its own line.'), 'd.md');
    expect(result.segments.map((segment) => segment.kind)).toEqual(['code', 'html']);
  });

  it.each([
    ['bad JSON', '{{"demo": "A.tsx",}}', /^d\.md:6: the demo directive .* is not valid JSON$/],
    ['a path', '{{"demo": "../secret/A.tsx"}}', /^d\.md:6: a demo directive names a PascalCase \.tsx file, got "\.\.\/secret\/A\.tsx"$/],
    ['a JS file', '{{"demo": "A.js"}}', /PascalCase \.tsx file/],
    ['no name', '{{"demo": 3}}', /PascalCase \.tsx file, got 3/],
    ['a silly height', '{{"demo": "A.tsx", "height": 9000}}', /^d\.md:6: the height of demo A\.tsx must be/],
    ['a height in text', '{{"demo": "A.tsx", "height": "400px"}}', /the height of demo A\.tsx/],
    ['a typo', '{{"demo": "A.tsx", "hieght": 400}}', /^d\.md:6: demo A\.tsx has unknown option\(s\) hieght$/],
  ])('fail the build on %s, naming the file and line', (_label, directive, message) => {
    expect(() => renderMarkdown(page(directive), 'd.md')).toThrow(message);
  });

  it('must stand at the top level', () => {
    expect(() => renderMarkdown(page('- item\n\n  {{"demo": "A.tsx"}}'), 'd.md')).toThrow(/^d\.md:8: a demo directive must stand at the top level/);
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

describe('markdownOutline', () => {
  it('gives the heading ids and every link with its line in the file', () => {
    const raw = [
      '---',
      'title: Sorting',
      'description: Sort rows.',
      '---',
      '',
      'Read [filtering](/x/react-data-grid/filtering/) first.',
      '',
      '## Custom order',
      '',
      'A paragraph over',
      'two lines with [a link](#custom-order).',
      '',
      '- a list item with [the API](/x/api/data-grid/data-grid/#props-sortModel)',
    ].join('\n');
    expect(markdownOutline(raw)).toEqual({
      ids: ['custom-order'],
      links: [
        { href: '/x/react-data-grid/filtering/', line: 6 },
        { href: '#custom-order', line: 11 },
        { href: '/x/api/data-grid/data-grid/#props-sortModel', line: 13 },
      ],
    });
  });
});

describe('hidden context in fences', () => {
  const fenced = (code: string, language = 'tsx') => page(`Intro.\n\n\`\`\`${language}\n${code}\`\`\`\n`);

  it('shows and copies only the lines after // ---cut---', () => {
    const result = renderMarkdown(fenced("import { DataGrid } from '@mui/x-data-grid';\n// ---cut---\n<DataGrid rows={[]} columns={[]} />;\n"), 'p.md');
    const code = result.segments.find((segment) => segment.kind === 'code');
    expect(code).toMatchObject({ kind: 'code', code: '<DataGrid rows={[]} columns={[]} />;\n' });
    expect(code && 'html' in code ? code.html : '').not.toContain('cut');
  });

  it('leaves other languages as written', () => {
    const result = renderMarkdown(fenced('# ---cut---\nnpm ci\n', 'bash'), 'p.md');
    expect(result.segments.find((segment) => segment.kind === 'code')).toMatchObject({ code: '# ---cut---\nnpm ci\n' });
  });

  it('fails the build on malformed notation, naming the file and line', () => {
    expect(() => renderMarkdown(fenced('a;\n// ---cut-end---\n'), 'data/docs/p.md')).toThrow('data/docs/p.md:10: "// ---cut-end---" without "// ---cut-start---"');
  });
});

describe('codeOfMarkdown', () => {
  it('lists fences and the inline code of prose with their lines in the file', () => {
    const raw = page('Use `slotProps` and\nthe `toolbar` slot.\n\n- `DataGrid` in a list\n\n```tsx\nconst a = `x`;\n```\n\n| Prop | Type |\n| --- | --- |\n| `rows` | x |');
    const { fences, inlineCode } = codeOfMarkdown(raw);
    expect(fences).toEqual([{ line: 12, language: 'tsx', code: 'const a = `x`;\n' }]);
    expect(inlineCode).toEqual([
      { line: 6, code: 'slotProps' },
      { line: 7, code: 'toolbar' },
      { line: 9, code: 'DataGrid' },
      { line: 17, code: 'rows' },
    ]);
  });
});
