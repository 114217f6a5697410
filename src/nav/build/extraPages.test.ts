import { extraPages, isSyntheticPage, syntheticPageCount } from './extraPages';
import { guidePages } from '../tree';
import { validatePages } from '../validatePages';
import pages from '../../../data/pages';

describe('synthetic pages for the scale benchmark', () => {
  it.each([
    [{}, 0],
    [{ DOCS_SYNTHETIC_PAGES: '' }, 0],
    [{ DOCS_SYNTHETIC_PAGES: 'lots' }, 0],
    [{ DOCS_SYNTHETIC_PAGES: '-5' }, 0],
    [{ DOCS_SYNTHETIC_PAGES: '2000' }, 2000],
    [{ DOCS_SYNTHETIC_PAGES: '999999' }, 50000],
  ])('count from %p is %d', (env, count) => {
    expect(syntheticPageCount(env as NodeJS.ProcessEnv)).toBe(count);
  });

  it('adds one top-level group of the requested size that validates with the real tree', () => {
    const extra = extraPages(250);
    expect(extra).toHaveLength(1);
    expect(guidePages(extra)).toHaveLength(250);
    expect(extra[0].children).toHaveLength(3);
    expect(() => validatePages([...pages, ...extra])).not.toThrow();
    expect(isSyntheticPage(guidePages(extra)[0].pathname)).toBe(true);
    expect(isSyntheticPage('/x/react-data-grid/sorting')).toBe(false);
  });

  it('is empty by default', () => {
    expect(extraPages(0)).toEqual([]);
  });
});
