import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { NavList } from './NavList';
import { loadPreloadedSections, resetNavSectionsForTests } from './useNavSection';
import type { NavItem } from '../contracts';

/**
 * An exported page: the server rendered the drawer from the whole subtree; the page data the browser
 * hydrates from names the section file instead (src/export/navData.ts).
 */
const subtree: NavItem[] = [
  { pathname: '/x/grid', title: 'Overview', kind: 'page' },
  { pathname: '/x/grid/main', title: 'Main features', kind: 'subheader', children: [{ pathname: '/x/grid/sorting', title: 'Sorting', kind: 'page' }] },
  { pathname: '/x/grid/rows', title: 'Rows', kind: 'group', children: [{ pathname: '/x/grid/row-a', title: 'Row A', kind: 'page' }] },
];
const top = (grid: Partial<NavItem>): NavItem[] => [
  { pathname: '/x/grid-group', title: 'Data Grid', kind: 'group', ...grid },
  { pathname: '/x/charts-group', title: 'Charts', href: '/x/charts/', kind: 'group', section: 'charts-group' },
];
const serverNav = top({ children: subtree });
const pageNav = top({ href: '/x/grid/', section: 'grid-group' });
const chain = ['/x/grid/sorting', '/x/grid/main', '/x/grid-group'];

const sectionShown = jest.fn();
const drawer = (items: NavItem[], activeChain = chain, activePathname = '/x/grid/sorting') => (
  <ThemeProvider theme={createTheme()}>
    <NavList items={items} activeChain={activeChain} activePathname={activePathname} onSectionShown={sectionShown} />
  </ThemeProvider>
);

function deferredFetch() {
  let answer!: (items: unknown) => void;
  let fail!: (error: Error) => void;
  const response = new Promise<unknown>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const fetchMock = jest.fn(() => response.then((body) => ({ ok: true, json: async () => body })));
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer, fail };
}

let container: HTMLElement;
let root: Root | null = null;
let recoverable: unknown[];

async function hydrate(items: NavItem[]) {
  container.innerHTML = renderToString(drawer(serverNav));
  const serverHtml = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, drawer(items), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return serverHtml;
}

beforeEach(() => {
  resetNavSectionsForTests();
  sectionShown.mockClear();
  recoverable = [];
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('hydrating a drawer whose open product comes from its section file', () => {
  it('keeps the server HTML while the file is on its way, then hydrates it in place', async () => {
    const { fetchMock, answer } = deferredFetch();
    const serverHtml = await hydrate(pageNav);
    const sorting = screen.getByRole('link', { name: 'Sorting' });
    expect(container.innerHTML).toBe(serverHtml);
    expect(fetchMock).toHaveBeenCalledWith('/x/_nav/grid-group.json');
    await act(async () => answer(subtree));
    // Same nodes, same markup: no flash, no shift, no mismatch for React to recover from.
    expect(screen.getByRole('link', { name: 'Sorting' })).toBe(sorting);
    expect(sorting).toHaveAttribute('aria-current', 'page');
    expect(container.innerHTML).toBe(serverHtml);
    expect(recoverable).toEqual([]);
    // The groups inside it work.
    fireEvent.click(screen.getByRole('button', { name: 'Rows' }));
    expect(screen.getByRole('link', { name: 'Row A' })).toHaveAttribute('href', '/x/grid/row-a/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The drawer revealed its link before hydrating: the reader may have scrolled it since.
    expect(sectionShown).not.toHaveBeenCalled();
  });

  it('asks for the section named by the page’s preload link as soon as the scripts run', async () => {
    const { fetchMock, answer } = deferredFetch();
    document.head.innerHTML = '<link rel="preload" href="/x/_nav/grid-group.json" as="fetch" crossorigin="anonymous" data-nav-section="grid-group">';
    loadPreloadedSections();
    expect(fetchMock).toHaveBeenCalledWith('/x/_nav/grid-group.json');
    await act(async () => answer(subtree));
    const serverHtml = await hydrate(pageNav);
    expect(container.innerHTML).toBe(serverHtml);
    expect(recoverable).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the section again at once once it is loaded (a drawer opened again, a page change in the product)', async () => {
    const { answer } = deferredFetch();
    await hydrate(pageNav);
    await act(async () => answer(subtree));
    act(() => root!.render(drawer(top({ href: '/x/grid/', section: 'grid-group' }))));
    expect(screen.getByRole('link', { name: 'Sorting' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('falls back to the failure line with a retry when the file cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fail } = deferredFetch();
    await hydrate(pageNav);
    await act(async () => fail(new TypeError('offline')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not load this section'));
    expect(screen.getByRole('link', { name: 'Open Data Grid' })).toHaveAttribute('href', '/x/grid/');
    // The rest of the drawer is still there.
    expect(screen.getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a page change into a product whose section is not loaded yet', () => {
  it('says it is loading, then lists the section and brings the page’s link into view', async () => {
    const { answer } = deferredFetch();
    const charts: NavItem[] = [{ pathname: '/x/charts/bars', title: 'Bars', kind: 'page' }];
    const chartsChain = ['/x/charts/bars', '/x/charts-group'];
    const items = [{ ...pageNav[0] }, { ...pageNav[1] }];
    render(drawer(items, chartsChain, '/x/charts/bars'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => answer(charts));
    expect(screen.getByRole('link', { name: 'Bars' })).toHaveAttribute('aria-current', 'page');
    expect(sectionShown).toHaveBeenCalledTimes(1);
  });
});
