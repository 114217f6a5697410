import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { NavTree, resetDrawerListForTests } from './NavTree';
import { loadPreloadedSections, resetNavSectionsForTests } from './useNavSection';
import { PageProvider } from '../core/PageContext';
import { makePageData } from '../../test-utils/pageData';
import type { NavItem, PageData } from '../contracts';

/**
 * An exported page's drawer: rendered on the server from `page.nav`, hydrated from the top-level and
 * product section files (the page data leaves `nav` out, src/export/navData.ts).
 */
const gridSection: NavItem[] = [
  { pathname: '/x/react-data-grid', title: 'Overview', kind: 'page' },
  { pathname: '/x/react-data-grid/sorting', title: 'Sorting', kind: 'page' },
];
const topLevel: NavItem[] = [
  { pathname: '/x/react-data-grid-group', title: 'Data Grid', href: '/x/react-data-grid/', kind: 'group', section: 'react-data-grid-group' },
  { pathname: '/x/react-charts-group', title: 'Charts', href: '/x/react-charts/', kind: 'group', section: 'react-charts-group' },
];
const files: Record<string, NavItem[]> = {
  '/x/_nav/_top.json': topLevel,
  '/x/_nav/react-data-grid-group.json': gridSection,
  '/x/_nav/react-charts-group.json': [{ pathname: '/x/react-charts', title: 'Charts overview', kind: 'page' }],
};
const serverNav: NavItem[] = [{ ...topLevel[0], section: undefined, href: undefined, children: gridSection }, topLevel[1]].map((item) =>
  JSON.parse(JSON.stringify(item)),
);
const activeChain = ['/x/react-data-grid/sorting', '/x/react-data-grid-group'];

const tree = (page: PageData) => (
  <ThemeProvider theme={createTheme()}>
    <PageProvider value={page}>
      <NavTree />
    </PageProvider>
  </ThemeProvider>
);

let answers: Array<() => void>;
let requested: string[];
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  resetNavSectionsForTests();
  resetDrawerListForTests();
  answers = [];
  requested = [];
  // Each file answers when the test says so, as a slow network would.
  global.fetch = jest.fn(
    (url: string) =>
      new Promise((resolve) => {
        requested.push(url);
        answers.push(() => resolve({ ok: url in files, status: url in files ? 200 : 404, json: async () => files[url] }));
      }),
  ) as unknown as typeof fetch;
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.restoreAllMocks();
});

/** Server-renders the drawer from the whole tree, then hydrates it from page data without it. */
async function hydrate(page: Partial<PageData> = {}) {
  container.innerHTML = renderToString(tree(makePageData({ nav: serverNav, activeChain, ...page })));
  const serverHtml = container.innerHTML;
  const sorting = screen.getByRole('link', { name: 'Sorting' });
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(makePageData({ nav: undefined, activeChain, ...page })), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { serverHtml, sorting, recoverable };
}

/** Answers every request, and those the answers lead to. */
async function answerAll() {
  for (let round = 0; round < 5 && answers.length > 0; round += 1) {
    await act(async () => answers.splice(0).forEach((answer) => answer()));
  }
}

/** The page's preload links, asked for as the app's scripts run (useNavSection.ts). */
function preload() {
  document.head.innerHTML = ['_top', 'react-data-grid-group'].map((id) => `<link rel="preload" data-nav-section="${id}">`).join('');
  loadPreloadedSections();
}

it('hydrates the drawer from section files that arrived first: the server’s nodes, nothing asked for again', async () => {
  preload();
  await act(async () => answers.splice(0).forEach((answer) => answer()));
  const { serverHtml, sorting, recoverable } = await hydrate();
  expect(container.innerHTML).toBe(serverHtml);
  expect(screen.getByRole('link', { name: 'Sorting' })).toBe(sorting);
  expect(recoverable).toEqual([]);
  expect(requested).toEqual(['/x/_nav/_top.json', '/x/_nav/react-data-grid-group.json']);
  // Interactive: another product opens from its file.
  fireEvent.click(screen.getByRole('button', { name: 'Charts' }));
  await act(async () => answers.shift()!());
  expect(screen.getByRole('link', { name: 'Charts overview' })).toHaveAttribute('href', '/x/react-charts/');
});

it('keeps the server’s list while late files arrive, then renders the same list in its place', async () => {
  preload();
  const { serverHtml, recoverable } = await hydrate();
  expect(container.innerHTML).toBe(serverHtml);
  await act(async () => answers.shift()!());
  expect(container.innerHTML).toBe(serverHtml);
  await act(async () => answers.shift()!());
  // The same markup, now React's: its groups work.
  expect(container.innerHTML).toBe(serverHtml);
  expect(recoverable).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Data Grid' }));
  expect(screen.queryByRole('link', { name: 'Sorting' })).not.toBeInTheDocument();
});

it('does not lose a group pressed while the server’s list stands in: it opens once the entries are rendered', async () => {
  preload();
  await hydrate();
  fireEvent.click(screen.getByRole('button', { name: 'Charts' }));
  expect(screen.getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-expanded', 'false');
  await answerAll();
  expect(screen.getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Charts overview' })).toBeInTheDocument();
});

it('says so in the product’s group, with a retry, when its file cannot be read', async () => {
  preload();
  const late = { ...files };
  delete files['/x/_nav/react-data-grid-group.json'];
  await hydrate();
  await answerAll();
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load this section');
  files['/x/_nav/react-data-grid-group.json'] = late['/x/_nav/react-data-grid-group.json'];
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await answerAll();
  expect(screen.getByRole('link', { name: 'Sorting' })).toHaveAttribute('aria-current', 'page');
});

it('shows the product roots and a retry when the top level cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(tree(makePageData({ nav: undefined, activeChain })));
  delete files['/x/_nav/_top.json'];
  await answerAll();
  expect(screen.getByRole('alert')).toHaveTextContent('The navigation could not be shown.');
  files['/x/_nav/_top.json'] = topLevel;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await answerAll();
  expect(screen.getByRole('link', { name: 'Sorting' })).toHaveAttribute('aria-current', 'page');
});

it.each([
  ['after the files arrived', true],
  ['before they arrived', false],
])('shows the next page’s drawer after a page change %s, never the list the server rendered for the first', async (_, arrived) => {
  preload();
  await hydrate();
  if (arrived) await answerAll();
  const charts = { nav: undefined, pathname: '/x/react-charts', activeChain: ['/x/react-charts', '/x/react-charts-group'] };
  await act(async () => root!.render(tree(makePageData(charts))));
  // The product's group says it is loading; before the top level is in, the drawer is empty rather than the last page's.
  if (arrived) expect(screen.getByText('Loading…')).toBeInTheDocument();
  else expect(container.querySelector('nav')).toBeEmptyDOMElement();
  await answerAll();
  expect(screen.getByRole('link', { name: 'Charts overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-expanded', 'true');
  // A group open before the page change stays open.
  if (arrived) expect(screen.getByRole('link', { name: 'Sorting' })).not.toHaveAttribute('aria-current');
});
