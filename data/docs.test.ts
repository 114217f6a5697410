/**
 * @jest-environment node
 */
/*
 * Content checks over the real pages: every guide page of the tree has its markdown file, with the
 * nav's title, a description fit for search results, no placeholder text and no dead internal link.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import pages from './pages';
import { guidePages } from '../src/nav/tree';
import { pageTitle } from '../src/nav/titles';
import { contentFileFor } from '../src/content/contentFile';
import { renderMarkdown } from '../src/content/markdown';
import { demoRefs, missingDemos } from '../src/content/demos';

const guides = guidePages(pages);
const served = new Set([...guides.map((page) => `${page.pathname}/`), '/x/llms.txt']);

describe.each(guides.map((page) => [page.pathname, page] as const))('%s', (pathname, page) => {
  const file = contentFileFor(pathname);

  it('has a complete, linked-up markdown page', () => {
    expect(fs.existsSync(file)).toBe(true);
    const raw = fs.readFileSync(file, 'utf8');
    const { data, content } = matter(raw);
    expect(data.title).toBe(pageTitle(page));
    expect(typeof data.description).toBe('string');
    expect(data.description.length).toBeGreaterThanOrEqual(50);
    expect(data.description.length).toBeLessThanOrEqual(200);
    const prose = content.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/^# /m);
    expect(prose).not.toMatch(/\b(TODO|TBD|FIXME)\b/);
    expect(prose).not.toMatch(/lorem ipsum|coming soon/i);
    expect(content.split(/\s+/).length).toBeGreaterThan(150);
    const links = [...content.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1].replace(/#.*$/, ''));
    const dead = links.filter((link) => !served.has(link));
    expect(dead).toEqual([]);
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

  it.each([
    ['/x/react-data-grid', 6],
    ['/x/react-date-pickers', 4],
    ['/x/react-charts', 4],
    ['/x/react-tree-view', 4],
  ])('%s has at least %i demos on its pages', (prefix, minimum) => {
    const count = pagesWithSegments
      .filter((page) => page.pathname === prefix || page.pathname.startsWith(`${prefix}/`))
      .reduce((sum, page) => sum + demoRefs(page.segments).length, 0);
    expect(count).toBeGreaterThanOrEqual(minimum);
  });
});
