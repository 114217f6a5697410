/**
 * @jest-environment node
 */
/*
 * Content checks over the real pages: every guide page of the tree has its markdown file, with the
 * nav's title, a description fit for search results and no placeholder text, and a live demo unless
 * data/demoExemptions.ts says why not. (Links and anchors are checked by the build: src/checks/siteLinks.ts.)
 */
import fs from 'node:fs';
import { readFrontMatter } from '../src/markdown/frontMatter';
import pages from './pages';
import { guidePages } from '../src/nav/tree';
import { pageTitle } from '../src/nav/titles';
import { contentFileFor } from '../src/markdown/contentFile';
import { renderMarkdown } from '../src/markdown/markdown';
import { demoRefs, missingDemos } from '../src/demos/build/demoBuild';
import { demosPending, needsNoDemo } from './demoExemptions';

const guides = guidePages(pages);

describe.each(guides.map((page) => [page.pathname, page] as const))('%s', (pathname, page) => {
  const file = contentFileFor(pathname);

  it('has a complete, linked-up markdown page', () => {
    expect(fs.existsSync(file)).toBe(true);
    const raw = fs.readFileSync(file, 'utf8');
    const { data, content } = readFrontMatter(raw, file);
    expect(data.title).toBe(pageTitle(page));
    expect(typeof data.description).toBe('string');
    expect(String(data.description).length).toBeGreaterThanOrEqual(50);
    expect(String(data.description).length).toBeLessThanOrEqual(200);
    const prose = content.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/^# /m);
    expect(prose).not.toMatch(/\b(TODO|TBD|FIXME)\b/);
    expect(prose).not.toMatch(/lorem ipsum|coming soon/i);
    expect(content.split(/\s+/).length).toBeGreaterThan(150);
    expect(() => renderMarkdown(raw, file)).not.toThrow();
  });
});

describe('live demos', () => {
  const pagesWithSegments = guides.map((page) => {
    const file = contentFileFor(page.pathname);
    return { pathname: page.pathname, source: file, segments: renderMarkdown(fs.readFileSync(file, 'utf8'), file).segments };
  });

  it('every demo directive names an existing demo', () => {
    expect(missingDemos(pagesWithSegments)).toEqual([]);
  });

  const withoutDemo = pagesWithSegments.filter((page) => demoRefs(page.segments).length === 0).map((page) => page.pathname);

  it('every guide page has a live demo, or is listed with the reason it needs none', () => {
    const listed = new Set([...Object.keys(needsNoDemo), ...demosPending]);
    expect(withoutDemo.filter((pathname) => !listed.has(pathname))).toEqual([]);
  });

  it('has no page left waiting for its demos: each guide page has one or says why it needs none', () => {
    expect(demosPending).toEqual([]);
  });

  it('lists only guide pages that have no demo (a page that got one leaves the list)', () => {
    const guidesWithoutDemo = new Set(withoutDemo);
    expect([...Object.keys(needsNoDemo), ...demosPending].filter((pathname) => !guidesWithoutDemo.has(pathname))).toEqual([]);
  });
});
