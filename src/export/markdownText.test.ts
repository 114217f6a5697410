/** @jest-environment node */
import { absoluteHref, absoluteLinks, codeBlock, inlineCode, markerLeaks, pageHeader } from './markdownText';

const HOST = 'https://docs.example.com';

describe('code', () => {
  it('fences code that itself holds backticks with a longer fence', () => {
    expect(codeBlock('const a = `x`;\n```\n', 'ts')).toBe('````ts\nconst a = `x`;\n```\n````');
  });

  it.each([
    ['a | b', '`a | b`'],
    ['x`y', '``x`y``'],
    ['`edge`', '`` `edge` ``'],
  ])('inline code for %p', (text, expected) => {
    expect(inlineCode(text)).toBe(expected);
  });
});

describe('absoluteHref', () => {
  it.each([
    ['/x/react-data-grid/filtering/', `${HOST}/x/react-data-grid/filtering/`],
    ['/x/api/data-grid/data-grid/#props-rows', `${HOST}/x/api/data-grid/data-grid/#props-rows`],
    ['#custom-order', `${HOST}/x/react-data-grid/sorting/#custom-order`],
    ['https://developer.mozilla.org/', 'https://developer.mozilla.org/'],
    ['//cdn.example.com/a.js', '//cdn.example.com/a.js'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
  ])('%s', (href, expected) => {
    expect(absoluteHref(href, `${HOST}/`, '/x/react-data-grid/sorting')).toBe(expected);
  });
});

describe('absoluteLinks', () => {
  it('makes site links and anchors absolute outside fenced code and inline code', () => {
    const markdown = [
      '[a](/x/a/) [b](#b) `[not](/x/code/)` [c](https://example.com/)',
      '~~~',
      '[in a fence](/x/c/)',
      '~~~',
      '[d](/x/d/#e)',
    ].join('\n');
    expect(absoluteLinks(markdown, 'https://h/', '/x/page')).toBe(
      [
        '[a](https://h/x/a/) [b](https://h/x/page/#b) `[not](/x/code/)` [c](https://example.com/)',
        '~~~',
        '[in a fence](/x/c/)',
        '~~~',
        '[d](https://h/x/d/#e)',
      ].join('\n'),
    );
  });
});

describe('pageHeader', () => {
  it('gives the title, the description on one line and the page\'s address', () => {
    expect(pageHeader('Sorting', 'Sort rows\n  by columns.', '/x/react-data-grid/sorting', HOST)).toBe(
      `# Sorting\n\n> Sort rows by columns.\n\nFrom ${HOST}/x/react-data-grid/sorting/\n\n`,
    );
  });
});

describe('markerLeaks', () => {
  it('names each line that still carries build-time notation', () => {
    const text = ['```ts', '// ---cut---', '  // ---cut-after---', '> // @errors: 2322', '{/* preview-start */}', '// preview-end', 'const cut = "---cut---";', '```'].join('\n');
    expect(markerLeaks(text)).toEqual(['2: // ---cut---', '3: // ---cut-after---', '4: > // @errors: 2322', '5: {/* preview-start */}', '6: // preview-end']);
    expect(markerLeaks('# Title\n\nText about previews.\n')).toEqual([]);
  });
});
