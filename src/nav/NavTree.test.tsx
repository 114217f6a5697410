import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { NavTree } from './NavTree';
import { PageProvider } from '../core/PageContext';
import { makePageData } from '../../test-utils/pageData';
import type { NavItem } from '../contracts';


const good: NavItem[] = [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting', href: '/x/react-data-grid/sorting/', kind: 'page' }];
// What a corrupted page could carry: a group whose children hold a null.
const broken = [{ pathname: '/x/g', title: 'Group', href: '/x/g/', kind: 'group', children: [null] }] as unknown as NavItem[];

function renderTree(nav: NavItem[], pathname = '/x/react-data-grid/sorting') {
  return render(
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={makePageData({ nav, pathname, activeChain: ['/x/g'] })}>
        <NavTree />
        <main>The article stays readable.</main>
      </PageProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  // React reports the caught error on the console; the boundary is what is under test.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('NavTree', () => {
  it('renders the drawer', () => {
    renderTree(good);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorting' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps a drawer that fails to render inside the drawer, with a retry and the product roots', async () => {
    renderTree(broken);
    expect(screen.getByRole('main')).toHaveTextContent('The article stays readable.');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('The navigation could not be shown.');
    expect(screen.getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
    expect(screen.getByRole('link', { name: 'MUI X' })).toHaveAttribute('href', '/x/introduction/');
    expect(screen.getByRole('link', { name: 'Tree View' })).toHaveAttribute('href', '/x/react-tree-view/');
    // Retrying the same broken data fails again, still inside the drawer.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The navigation could not be shown.');
  });

  it('renders again on the next page', () => {
    const { rerender } = renderTree(broken);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={createTheme()}>
        <PageProvider value={makePageData({ nav: good, pathname: '/x/react-data-grid/filtering', activeChain: [] })}>
          <NavTree />
        </PageProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorting' })).toBeInTheDocument();
  });

  it('brings the new page’s link into view after the new page’s first frame, not before it', () => {
    jest.useFakeTimers();
    const two: NavItem[] = [
      { pathname: '/x/react-data-grid/sorting', title: 'Sorting', href: '/x/react-data-grid/sorting/', kind: 'page' },
      { pathname: '/x/react-data-grid/filtering', title: 'Filtering', href: '/x/react-data-grid/filtering/', kind: 'page' },
    ];
    // The drawer is 600 px high; Filtering's link sits 2000 px down its list.
    const measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.textContent === 'Filtering' ? 2000 : 0;
      return { top, bottom: top + 30, left: 0, right: 200, width: 200, height: 30, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const page = (pathname: string) => (
      <ThemeProvider theme={createTheme()}>
        <PageProvider value={makePageData({ nav: two, pathname, activeChain: [] })}>
          <NavTree />
        </PageProvider>
      </ThemeProvider>
    );
    const { rerender } = render(page('/x/react-data-grid/sorting'));
    jest.runAllTimers();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    measured.mockClear();
    rerender(page('/x/react-data-grid/filtering'));
    // Committed, not yet painted: nothing measured, nothing scrolled.
    expect(measured).not.toHaveBeenCalled();
    expect(nav.scrollTop).toBe(0);
    jest.runAllTimers();
    expect(nav.scrollTop).toBe(2000 - 600 / 3);
    jest.useRealTimers();
  });
});
