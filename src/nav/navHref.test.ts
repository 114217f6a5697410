import { navHref, withoutDerivableHref } from './navHref';
import type { NavItem } from '../contracts';

describe('navHref', () => {
  it.each<[string, NavItem, string]>([
    ['a page: its own path with the trailing slash', { pathname: '/x/a/sorting', title: 'Sorting', kind: 'page' }, '/x/a/sorting/'],
    ['a page with an anchor', { pathname: '/x/a#planned', title: 'Planned', kind: 'page' }, '/x/a/#planned'],
    ['an external entry: its URL', { pathname: 'https://mui.com/x/whats-new/', title: 'News', kind: 'external' }, 'https://mui.com/x/whats-new/'],
    ['a file: as written', { pathname: '/x/llms.txt', title: 'llms.txt', kind: 'file' }, '/x/llms.txt'],
    [
      'a group with its children: its first page, through a subheader',
      { pathname: '/x/g', title: 'G', kind: 'group', children: [{ pathname: '/x/g/s', title: 'S', kind: 'subheader', children: [{ pathname: '/x/g/one', title: 'One', kind: 'page' }] }] },
      '/x/g/one/',
    ],
    ['a written link wins', { pathname: '/x/g', title: 'G', kind: 'group', section: 'g', href: '/x/g/first/' }, '/x/g/first/'],
  ])('%s', (_, item, expected) => {
    expect(navHref(item)).toBe(expected);
  });
});

describe('withoutDerivableHref', () => {
  it('drops the links navHref gives back, at every level, and keeps the others', () => {
    const item: NavItem = {
      pathname: '/x/g',
      title: 'G',
      kind: 'group',
      href: '/x/g/one/',
      children: [
        { pathname: '/x/g/one', title: 'One', kind: 'page', href: '/x/g/one/' },
        { pathname: '/x/g/moved', title: 'Moved', kind: 'page', href: '/x/elsewhere/' },
      ],
    };
    expect(withoutDerivableHref(item)).toEqual({
      pathname: '/x/g',
      title: 'G',
      kind: 'group',
      children: [
        { pathname: '/x/g/one', title: 'One', kind: 'page' },
        { pathname: '/x/g/moved', title: 'Moved', kind: 'page', href: '/x/elsewhere/' },
      ],
    });
  });
});
