import pages from '../../data/pages';
import { validatePages } from './validatePages';
import { guidePages } from './tree';
import type { NavPage } from '../contracts';

describe('validatePages', () => {
  it('accepts the real tree', () => {
    expect(() => validatePages(pages)).not.toThrow();
  });

  it('holds the whole reference tree', () => {
    // The real site's 200 guide pages, and two of this site's own: the privacy page and the API changes of v8.
    const ours = ['/x/privacy', '/x/migration/api-changes-v8'];
    expect(guidePages(pages).filter((page) => !ours.includes(page.pathname))).toHaveLength(200);
    expect(guidePages(pages).map((page) => page.pathname)).toEqual(expect.arrayContaining(ours));
    expect(pages.map((page) => page.title)).toEqual([
      "What's new in MUI X",
      'Introduction',
      'Common concepts',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
    ]);
  });

  it('rejects a duplicated pathname, naming it', () => {
    const tree: NavPage[] = [
      { pathname: '/x/a-group', children: [{ pathname: '/x/a' }] },
      { pathname: '/x/b-group', children: [{ pathname: '/x/b' }, { pathname: '/x/a' }] },
    ];
    expect(() => validatePages(tree)).toThrow('Duplicated pathname /x/a in pages');
  });

  it('rejects a duplicate of a real page', () => {
    expect(() => validatePages([...pages, { pathname: '/x/react-data-grid/sorting' }])).toThrow(
      'Duplicated pathname /x/react-data-grid/sorting in pages',
    );
  });

  it.each<[string, NavPage, string]>([
    ['relative pathname', { pathname: 'x/a' }, 'Pathname x/a in pages must start with "/"'],
    ['trailing slash', { pathname: '/x/a/' }, 'Pathname /x/a/ in pages must not end with "/"'],
    ['empty pathname', { pathname: '' }, 'A page at depth 0 has no pathname'],
    ['unknown plan', { pathname: '/x/a', plan: 'gold' as never }, 'Unknown plan "gold" on /x/a in pages'],
    ['subheader without children', { pathname: '/x/a', subheader: 'A' }, 'Subheader /x/a in pages has no children'],
  ])('rejects a %s', (_label, page, message) => {
    expect(() => validatePages([page])).toThrow(message);
  });
});
