/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { contentStats, omittedSections, proseWords } from './contentStats';
import { depthReport, type DepthReference } from './depth';

describe('content of the guides', () => {
  const stats = contentStats();

  it('teaches in prose, not only in code: the median product guide has 400+ words outside code', () => {
    expect(stats.medianProseWordsOnProductGuides).toBeGreaterThanOrEqual(400);
  });

  it('has, on every page the real MUI X site also has, at least 80 % of its live demos (npm run depth)', () => {
    const reference = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'depthReference.json'), 'utf8')) as DepthReference;
    expect(depthReport(stats.pages, reference).below.map((page) => `${page.pathname}: ${page.demos} of ${page.realDemos}`)).toEqual([]);
  });

  it('shows running components: 300+ live demos, on every product', () => {
    expect(stats.demos).toBeGreaterThanOrEqual(300);
    for (const [product, demos] of Object.entries(stats.demosPerProduct)) {
      expect([product, demos >= 10]).toEqual([product, true]);
    }
  });

  it('counts the words of prose only (front matter, code fences and demo directives left out)', () => {
    const raw = ['---', 'title: Sorting words here', '---', '', 'Sort the rows by a column.', '', '```tsx', 'const a = 1;', '```', '', '{{"demo": "SortingGrid.tsx"}}', ''].join('\n');
    expect(proseWords(raw)).toBe(6);
  });
});

describe('omittedSections', () => {
  it('reads the sections a page leaves out, each with why', () => {
    const omitted = [{ section: 'Cursor-based pagination', why: 'Covered on the server-side data page.' }];
    expect(omittedSections({ omitted }, 'a.md')).toEqual(omitted);
    expect(omittedSections({}, 'a.md')).toEqual([]);
  });

  it('keeps the count of real demos a left-out section takes with it', () => {
    const omitted = [{ section: 'Using MUI Core v4 with v5', why: 'Needs Material UI v4 installed.', demos: 1 }];
    expect(omittedSections({ omitted }, 'a.md')).toEqual(omitted);
  });

  it.each([[[{ section: 'A', why: 'B', demos: 0 }]], [[{ section: 'A', why: 'B', demos: 'one' }]], [['Cursor-based pagination']], [[{ section: 'Cursor-based pagination' }]], [[{ section: 'A', why: ' ' }]], ['A']])('refuses %j, naming the file', (omitted) => {
    expect(() => omittedSections({ omitted }, 'data/docs/a.md')).toThrow('data/docs/a.md: omitted must be a list of { section, why }');
  });
});
