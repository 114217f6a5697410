/** @jest-environment node */
import { readFrontMatter } from './frontMatter';
import { renderMarkdown } from './markdown';

const canary = globalThis as typeof globalThis & { frontMatterRan?: number };

afterEach(() => {
  delete canary.frontMatterRan;
});

describe('readFrontMatter', () => {
  it('reads YAML front matter and the markdown after it', () => {
    expect(readFrontMatter('---\ntitle: Sorting\ndescription: D\n---\n\nBody', 'a.md')).toEqual({
      data: { title: 'Sorting', description: 'D' },
      content: '\nBody',
    });
  });

  it.each([
    ['---yaml', '---yaml\ntitle: T\n---\nBody'],
    ['CRLF line ends', '---\r\ntitle: T\r\n---\r\nBody'],
    ['a byte-order mark', '\uFEFF---\ntitle: T\n---\nBody'],
  ])('accepts %s', (_label, raw) => {
    expect(readFrontMatter(raw, 'a.md').data).toEqual({ title: 'T' });
  });

  it('keeps a file without front matter as it is', () => {
    expect(readFrontMatter('Just text', 'a.md')).toEqual({ data: {}, content: 'Just text' });
  });

  it.each([
    ['---js', '---js\n{ title: (globalThis.frontMatterRan = 1, "T") }\n---\nBody'],
    ['---javascript', '---javascript\n{ title: (globalThis.frontMatterRan = 1, "T") }\n---\nBody'],
    ['---JS with spaces', '--- JS \n{ title: (globalThis.frontMatterRan = 1, "T") }\n---\nBody'],
    ['---coffee', '---coffee\ntitle: "T"\n---\nBody'],
    ['---json', '---json\n{"title": "T"}\n---\nBody'],
    ['---constructor', '---constructor\ntitle: T\n---\nBody'],
  ])('refuses %s without running it, naming the file', (_label, raw) => {
    expect(() => readFrontMatter(raw, 'data/docs/evil.md')).toThrow(/^data\/docs\/evil\.md: front matter must be YAML/);
    expect(canary.frontMatterRan).toBeUndefined();
  });

  it('refuses a YAML document that is not a mapping', () => {
    expect(() => readFrontMatter('---\n- a\n- b\n---\nBody', 'list.md')).toThrow('list.md: front matter must be a YAML mapping of keys to values');
  });

  it('names the file when the YAML is broken', () => {
    expect(() => readFrontMatter('---\ntitle: [unclosed\n---\nBody', 'broken.md')).toThrow(/^broken\.md: front matter is not valid YAML/);
  });

  it('does not evaluate YAML tags that build functions', () => {
    expect(() => readFrontMatter('---\ntitle: !!js/function "function () { globalThis.frontMatterRan = 1 }"\n---\n', 'tag.md')).toThrow(
      /^tag\.md: front matter is not valid YAML/,
    );
    expect(canary.frontMatterRan).toBeUndefined();
  });
});

describe('renderMarkdown with hostile front matter', () => {
  it('stops before running a ---js block', () => {
    const raw = '---js\n{ title: (globalThis.frontMatterRan = 1, "T"), description: "D" }\n---\n\nBody';
    expect(() => renderMarkdown(raw, 'data/docs/evil.md')).toThrow(/^data\/docs\/evil\.md: front matter must be YAML/);
    expect(canary.frontMatterRan).toBeUndefined();
  });
});

describe('readFrontMatter edge cases', () => {
  it.each([
    ['an empty block', '---\n---\nBody', {}, 'Body'],
    ['a closing line with trailing spaces', '---\ntitle: T\n---  \nBody', { title: 'T' }, 'Body'],
    ['a "---" inside a value is not the end', '---\ntitle: "a --- b"\n---\nBody', { title: 'a --- b' }, 'Body'],
    ['dates stay text (no Date objects)', '---\nupdated: 2024-05-01\n---\n', { updated: '2024-05-01' }, ''],
  ])('%s', (_label, raw, data, content) => {
    expect(readFrontMatter(raw, 'a.md')).toEqual({ data, content });
  });

  it.each([
    ['a block never closed', '---\ntitle: T\nBody', /never closed/],
    ['a duplicated key', '---\ntitle: A\ntitle: B\n---\n', /not valid YAML/],
    ['an unknown tag', '---\ntitle: !!js/regexp /x/\n---\n', /not valid YAML/],
  ])('refuses %s', (_label, raw, message) => {
    expect(() => readFrontMatter(raw, 'a.md')).toThrow(message);
  });
});
