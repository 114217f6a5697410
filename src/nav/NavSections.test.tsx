import * as React from 'react';
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { NavList } from './NavList';
import { loadPreloadedSections, resetNavSectionsForTests } from './useNavSection';
import type { NavItem } from '../contracts';

/** A drawer whose open product comes from its section file (an exported page, src/export/navData.ts). */
const subtree: NavItem[] = [
  { pathname: '/x/grid', title: 'Overview', kind: 'page' },
  { pathname: '/x/grid/main', title: 'Main features', kind: 'subheader', children: [{ pathname: '/x/grid/sorting', title: 'Sorting', kind: 'page' }] },
  { pathname: '/x/grid/rows', title: 'Rows', kind: 'group', children: [{ pathname: '/x/grid/row-a', title: 'Row A', kind: 'page' }] },
];
const top = (grid: Partial<NavItem>): NavItem[] => [
  { pathname: '/x/grid-group', title: 'Data Grid', kind: 'group', ...grid },
  { pathname: '/x/charts-group', title: 'Charts', href: '/x/charts/', kind: 'group', section: 'charts-group' },
];
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

beforeEach(() => {
  resetNavSectionsForTests();
  sectionShown.mockClear();
});
afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('a section loaded once', () => {
  it('asks for the sections named by the page’s preload links as soon as the scripts run', async () => {
    const { fetchMock, answer } = deferredFetch();
    document.head.innerHTML = '<link rel="preload" href="/x/_nav/grid-group.json" as="fetch" crossorigin="anonymous" data-nav-section="grid-group">';
    loadPreloadedSections();
    expect(fetchMock).toHaveBeenCalledWith('/x/_nav/grid-group.json');
    await act(async () => answer(subtree));
    render(drawer(pageNav));
    expect(screen.getByRole('link', { name: 'Sorting' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is shown at once when a group opens again', async () => {
    const { answer } = deferredFetch();
    const { rerender } = render(drawer(pageNav));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => answer(subtree));
    expect(screen.getByRole('link', { name: 'Sorting' })).toBeInTheDocument();
    rerender(drawer(pageNav, []));
    fireEvent.click(screen.getByRole('button', { name: 'Data Grid' }));
    expect(screen.queryByRole('link', { name: 'Sorting' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Data Grid' }));
    expect(screen.getByRole('link', { name: 'Sorting' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
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
