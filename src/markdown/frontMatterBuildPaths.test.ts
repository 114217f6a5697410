/** @jest-environment node */
/*
 * A page whose front matter is code (`---js`) is refused by every build path that reads a guide, not
 * only by the reader itself: each path reads front matter through src/markdown/frontMatter.ts. The
 * introduction's file is swapped for a hostile one on its way out of the file system.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFileFor } from './contentFile';
import { renderMarkdown } from './markdown';
import { markdownOutline } from './outline';
import { loadDocsPage } from '../content/loadDocsPage';
import { writeMarkdownExports } from '../export/markdownFiles';
import { guideMarkdown } from '../export/guideMarkdown';
import { pageSections, proseWords } from '../checks/contentStats';

const canary = globalThis as typeof globalThis & { frontMatterRan?: number };
const HOSTILE = '---js\n{ title: (globalThis.frontMatterRan = 1, "Overview"), description: "D" }\n---\n\nBody with enough words.\n';
const PATHNAME = '/x/introduction';
const FILE = contentFileFor(PATHNAME);
const REFUSED = /front matter must be YAML between two "---" lines, got the opening line "---js"/;

const realRead = fs.readFileSync;
beforeEach(() => {
  jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) =>
    file === FILE ? HOSTILE : realRead(file, options as BufferEncoding)) as typeof fs.readFileSync);
});
afterEach(() => {
  jest.restoreAllMocks();
  expect(canary.frontMatterRan).toBeUndefined();
  delete canary.frontMatterRan;
});

describe('a ---js page is refused by every build path', () => {
  it('the page render (renderMarkdown)', () => {
    expect(() => renderMarkdown(HOSTILE, 'data/docs/introduction.md')).toThrow(REFUSED);
  });

  it('guide loading (getStaticProps of a guide page)', async () => {
    await expect(loadDocsPage(['introduction'])).rejects.toThrow(REFUSED);
  });

  it('the markdown export, from the file and from the text', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'md-export-'));
    try {
      await expect(writeMarkdownExports([{ pathname: PATHNAME, title: 'Overview' }], out, 'https://example.com')).rejects.toThrow(REFUSED);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    expect(() => guideMarkdown({ raw: HOSTILE, source: 'intro.md', pathname: PATHNAME, demos: {}, host: 'https://example.com' })).toThrow(REFUSED);
  });

  it('content figures and depth (contentStats)', () => {
    expect(() => pageSections(PATHNAME)).toThrow(REFUSED);
    expect(() => proseWords(HOSTILE, 'intro.md')).toThrow(REFUSED);
  });

  it('the link check (markdownOutline)', () => {
    expect(() => markdownOutline(HOSTILE, 'intro.md')).toThrow(REFUSED);
  });
});
