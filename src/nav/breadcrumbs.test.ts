import pages from '../../data/pages';
import type { NavPage } from '../contracts';
import { breadcrumbsFor } from './breadcrumbs';

const tree: NavPage[] = [
  { pathname: 'https://example.com/news/', title: 'News' },
  {
    pathname: '/x/a-group',
    title: 'Alpha',
    children: [
      { pathname: '/x/a', title: 'Overview' },
      { pathname: '/x/a/features', subheader: 'Features', children: [
        { pathname: '/x/a/columns', children: [
          { pathname: '/x/a/column-definition' },
          { pathname: '/x/a/column-pinning', plan: 'pro' },
        ] },
      ] },
    ],
  },
];

describe('breadcrumbsFor', () => {
  it('lists the ancestors top first, groups linked to their first page, subheaders as plain headings', () => {
    expect(breadcrumbsFor(tree, '/x/a/column-pinning')).toEqual([
      { pathname: '/x/a-group', title: 'Alpha', href: '/x/a/' },
      { pathname: '/x/a/features', title: 'Features' },
      { pathname: '/x/a/columns', title: 'Columns', href: '/x/a/column-definition/' },
    ]);
  });

  it('does not link a group back to the page the reader is on (its first page)', () => {
    expect(breadcrumbsFor(tree, '/x/a/column-definition/')).toEqual([
      { pathname: '/x/a-group', title: 'Alpha', href: '/x/a/' },
      { pathname: '/x/a/features', title: 'Features' },
      { pathname: '/x/a/columns', title: 'Columns' },
    ]);
    expect(breadcrumbsFor(tree, '/x/a')).toEqual([{ pathname: '/x/a-group', title: 'Alpha' }]);
  });

  it.each([['/x/missing'], ['/'], ['']])('gives no trail for a page outside the tree (%p)', (pathname) => {
    expect(breadcrumbsFor(tree, pathname)).toEqual([]);
  });

  it('follows the real tree: product, section, page group', () => {
    expect(breadcrumbsFor(pages, '/x/react-data-grid/column-definition').map((crumb) => crumb.title)).toEqual([
      'Data Grid',
      'Main features',
      'Columns',
    ]);
    expect(breadcrumbsFor(pages, '/x/react-data-grid/sorting')).toEqual([
      { pathname: '/x/react-data-grid-group', title: 'Data Grid', href: '/x/react-data-grid/' },
      { pathname: '/x/react-data-grid/main-features', title: 'Main features' },
    ]);
  });
});
