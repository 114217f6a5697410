import * as React from 'react';
import { render, screen, waitFor, act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { SearchButton } from './SearchButton';
import { PageProvider } from '../core/PageContext';
import type { PageData } from '../contracts';
import type { SearchHit } from './results';
import { sendEvent } from '../analytics/sendEvent';
import { createSearchEngine, SearchLoadError, type SearchAnswer } from './searchEngine';
import { forgetSearchEngines } from './useSearch';
import { RECENT_SEARCHES_KEY } from './recentSearches';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));
jest.mock('../analytics/sendEvent', () => ({ sendEvent: jest.fn() }));
jest.mock('./searchEngine', () => {
  const actual = jest.requireActual('./searchEngine');
  return { ...actual, createSearchEngine: jest.fn() };
});

const hit = (overrides: Partial<SearchHit>): SearchHit => ({
  url: '/x/a/',
  title: 'A',
  pageTitle: 'A',
  kind: 'section',
  excerpt: [],
  group: '/x/react-data-grid-group',
  ...overrides,
});

const ANSWERS: Record<string, SearchHit[]> = {
  sortcomparator: [
    hit({
      url: '/x/react-data-grid/sorting/#custom-comparator',
      title: 'Custom comparator',
      pageTitle: 'Sorting',
      excerpt: [
        { text: 'Use ', mark: false },
        { text: 'sortComparator', mark: true },
        { text: ' to rank values', mark: false },
      ],
    }),
    hit({ url: '/x/api/data-grid/grid-col-def/#members-sortComparator', title: 'sortComparator', pageTitle: 'GridColDef', kind: 'member' }),
    hit({ url: '/x/react-charts/bars/#sorting', title: 'Sorting bars', pageTitle: 'Bars', group: '/x/react-charts-group', plan: 'pro' }),
  ],
};

const search = jest.fn(async (query: string, _only?: string): Promise<SearchAnswer> => ({ hits: ANSWERS[query.toLowerCase()] ?? [], ...(query === 'nothing here' ? { suggestions: [{ title: 'Sorting', url: '/x/react-data-grid/sorting/' }] } : {}) }));
const PAGE = {
  pathname: '/x/react-data-grid/sorting',
  title: 'Sorting',
  userLanguage: 'en',
  translations: {},
  // The drawer's top level names the product groups.
  nav: [
    { pathname: '/x/react-data-grid-group', title: 'Data Grid', href: '/x/react-data-grid/', kind: 'group' },
    { pathname: '/x/react-charts-group', title: 'Charts', href: '/x/react-charts/', kind: 'group' },
  ],
  activeChain: [],
} as unknown as PageData;

function renderButton() {
  return render(
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={PAGE}>
        <label>
          Filter <input />
        </label>
        <SearchButton />
      </PageProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  forgetSearchEngines();
  localStorage.clear();
  sessionStorage.clear();
  search.mockClear();
  push.mockClear();
  (sendEvent as jest.Mock).mockClear();
  (createSearchEngine as jest.Mock).mockImplementation(async () => ({ preload: jest.fn(), search, cached: () => undefined }));
});

// Restored after the test even when it times out, so no other test runs on an Apple platform.
let platform: jest.SpyInstance | undefined;
afterEach(() => {
  platform?.mockRestore();
  platform = undefined;
});

const dialog = () => screen.findByRole('dialog', { name: 'Search the documentation' });
const combobox = () => screen.getByRole('combobox', { name: 'Search the docs' });

describe('SearchButton', () => {
  it('shows the field-like button with the shortcut hint, and loads nothing until opened', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Search the docs' });
    expect(button).toHaveTextContent('Search');
    expect(button.querySelector('kbd')).toHaveAttribute('data-keys', 'Ctrl K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(createSearchEngine).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on Apple platforms shows ⌘ K and opens with it, not with Ctrl K', async () => {
    platform = jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const user = userEvent.setup();
    renderButton();
    const button = screen.getByRole('button', { name: 'Search the docs' });
    expect(button.querySelector('kbd')).toHaveAttribute('data-keys', '⌘ K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Meta>}k{/Meta}');
    await dialog();
  });

  it('opens with Ctrl K, and with / unless the reader is typing in a field', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('textbox', { name: 'Filter' }));
    await user.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('/');
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(sendEvent).toHaveBeenCalledWith({ category: 'search', action: 'open', label: 'shortcut' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search the docs' })).toHaveFocus();
    await user.keyboard('/');
    await dialog();
    expect(combobox()).toHaveValue('');
  });

  it('lists results grouped by product, moves with the arrows and opens with Enter', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    await dialog();
    await user.type(combobox(), 'sortComparator');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(listbox).toHaveAttribute('data-query', 'sortComparator'));
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Data Grid',
      'Charts',
    ]);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Custom comparatorSortingUse sortComparator to rank values'),
      expect.stringContaining('sortComparatorMemberGridColDef'),
      expect.stringContaining('Sorting bars'),
    ]);
    expect(options[0].querySelector('mark')).toHaveTextContent('sortComparator');
    // Each entry is a link: a new tab with Ctrl/⌘ or the middle button, and "copy link", work.
    expect(options.map((option) => option.querySelector('a')?.getAttribute('href'))).toEqual([
      '/x/react-data-grid/sorting/#custom-comparator',
      '/x/api/data-grid/grid-col-def/#members-sortComparator',
      '/x/react-charts/bars/#sorting',
    ]);
    expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    // The best result is active: Enter alone would open it. Arrow down moves to the next one.
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/x/api/data-grid/grid-col-def/#members-sortComparator');
    expect(sendEvent).toHaveBeenLastCalledWith({ category: 'search', action: 'result', label: 'query-14', value: 2 });
    expect(JSON.stringify((sendEvent as jest.Mock).mock.calls)).not.toContain('sortComparator');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      { url: '/x/api/data-grid/grid-col-def/#members-sortComparator', title: 'GridColDef', section: 'sortComparator' },
    ]);
  });

  it('reopened right after opening a result, it opens again and leaves the page whole on closing', async () => {
    const user = userEvent.setup();
    const { container } = renderButton();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await user.type(combobox(), 'sortComparator');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    // At once, while the modal may still be closing.
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Search the docs' })).toHaveFocus();
  });

  it('shows recent searches for an empty query, and survives a corrupt stored list', async () => {
    const user = userEvent.setup();
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ url: '/x/react-data-grid/sorting/#custom-comparator', title: 'Sorting', section: 'Custom comparator' }, { url: 'https://evil.example/', title: 'Evil' }]));
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    const listbox = await screen.findByRole('listbox', { name: 'Recent' });
    expect(listbox).toHaveTextContent('Custom comparatorSorting');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option'));
    expect(push).toHaveBeenCalledWith('/x/react-data-grid/sorting/#custom-comparator');
    expect(sendEvent).toHaveBeenLastCalledWith({ category: 'search', action: 'result', label: 'recent', value: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    await dialog();
    expect(await screen.findByText(/a prop \(“checkboxSelection”\)/)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    await dialog();
    await user.type(combobox(), 'zzzqx');
    expect(await screen.findByText('No results for “zzzqx”.', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzqx”.');
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    // No dead end: the API reference of each product is a click away; the search is counted by its length.
    expect(screen.getByRole('link', { name: 'Pickers' })).toHaveAttribute('href', '/x/api/date-pickers/');
    await waitFor(() => expect(sendEvent).toHaveBeenLastCalledWith({ category: 'search', action: 'no-results', label: 'query-5' }));
  });

  it('offers the closest pages when nothing matches', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    await dialog();
    await user.type(combobox(), 'nothing here');
    expect(await screen.findByRole('link', { name: 'Sorting' })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  });

  it('narrows the search to one product, for the rest of the visit', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    await dialog();
    const filters = screen.getByRole('group', { name: 'Search in' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Charts' }));
    expect(within(filters).getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(combobox(), 'sortComparator');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('sortComparator', '/x/react-charts-group'));
    expect(sessionStorage.getItem('mui-search-product')).toBe('/x/react-charts-group');
    await user.click(within(filters).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('sortComparator', undefined));
    expect(sessionStorage.getItem('mui-search-product')).toBeNull();
  });

  it('explains how to get an index when there is none (next dev before a build), and can try again', async () => {
    const user = userEvent.setup();
    (createSearchEngine as jest.Mock).mockImplementation(async () => {
      throw new SearchLoadError('missing-index', new Error('404'));
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    expect(await screen.findByText(/Run npm run build once, then restart npm run dev/)).toBeInTheDocument();

    (createSearchEngine as jest.Mock).mockImplementation(async () => {
      throw new SearchLoadError('unavailable', new Error('offline'));
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {
      forgetSearchEngines();
    });
    await user.click(screen.getByRole('button', { name: 'Search the docs' }));
    expect(await screen.findByText('Search could not load. Check your connection and try again.')).toBeInTheDocument();
    (createSearchEngine as jest.Mock).mockImplementation(async () => ({ preload: jest.fn(), search, cached: () => undefined }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.type(combobox(), 'sortComparator');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });
});
