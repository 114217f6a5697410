import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { NavList } from './NavList';
import type { NavItem } from '../contracts';
import { I18nValueProvider } from '../i18n/I18nProvider';


const makeItems = (section: string): NavItem[] => [
  { pathname: 'https://example.com/news/', title: 'News', href: 'https://example.com/news/', kind: 'external' },
  {
    pathname: '/x/grid-group',
    title: 'Data Grid',
    href: '/x/grid/',
    kind: 'group',
    children: [
      { pathname: '/x/grid', title: 'Overview', href: '/x/grid/', kind: 'page' },
      {
        pathname: '/x/grid/main',
        title: 'Main features',
        href: '/x/grid/sorting/',
        kind: 'subheader',
        children: [
          { pathname: '/x/grid/sorting', title: 'Sorting', href: '/x/grid/sorting/', kind: 'page' },
          { pathname: '/x/grid/pinning', title: 'Pinning', href: '/x/grid/pinning/', kind: 'page', plan: 'pro' },
          { pathname: '/x/grid/pivot', title: 'Pivoting', href: '/x/grid/pivot/', kind: 'page', plan: 'premium', newFeature: true },
          { pathname: '/x/grid/panel', title: 'Panel', href: '/x/grid/panel/', kind: 'page', planned: true },
          { pathname: '/x/grid/charts', title: 'Charts integration', href: '/x/grid/charts/', kind: 'page', unstable: true },
        ],
      },
      { pathname: '/x/grid/rows', title: 'Rows', href: '/x/grid/row-a/', kind: 'group', children: [
        { pathname: '/x/grid/row-a', title: 'Row A', href: '/x/grid/row-a/', kind: 'page' },
      ] },
    ],
  },
  { pathname: '/x/charts-group', title: 'Charts', href: '/x/charts/', kind: 'group', section },
  { pathname: '/x/llms.txt', title: 'llms.txt', href: '/x/llms.txt', kind: 'file' },
];

function renderNav(
  activePathname = '/x/grid/sorting',
  activeChain = ['/x/grid/sorting', '/x/grid/main', '/x/grid-group'],
  // Loaded sections are cached for the session: each test that loads one uses its own id.
  section = 'charts-group',
) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <NavList items={makeItems(section)} activeChain={activeChain} activePathname={activePathname} />
    </ThemeProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('NavList', () => {
  it('marks only the active page with aria-current', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Sorting' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('expands groups on the active chain and collapses the others', () => {
    renderNav();
    expect(screen.getByRole('button', { name: 'Data Grid' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Rows' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Row A' })).not.toBeInTheDocument();
  });

  it('shows subheaders as headings, always open', () => {
    renderNav('/x/grid', ['/x/grid', '/x/grid-group']);
    expect(screen.getByRole('heading', { name: 'Main features' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorting' })).toBeInTheDocument();
  });

  it('toggles a group', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Rows' }));
    expect(screen.getByRole('button', { name: 'Rows' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Row A' })).toHaveAttribute('href', '/x/grid/row-a/');
    await userEvent.click(screen.getByRole('button', { name: 'Rows' }));
    expect(screen.queryByRole('link', { name: 'Row A' })).not.toBeInTheDocument();
  });

  it('labels plans and flags', () => {
    renderNav();
    const pinning = screen.getByRole('link', { name: /Pinning/ });
    expect(within(pinning).getByRole('img', { name: 'Pro plan' })).toHaveAttribute('title', 'Pro plan');
    const pivot = screen.getByRole('link', { name: /Pivoting/ });
    expect(within(pivot).getByRole('img', { name: 'Premium plan' })).toHaveAttribute('title', 'Premium plan');
    expect(pivot).toHaveTextContent('New');
    expect(screen.getByRole('link', { name: /Panel/ })).toHaveTextContent('Planned');
    expect(screen.getByRole('link', { name: /Charts integration/ })).toHaveTextContent('Preview');
  });

  it('opens external links in a new tab and files as plain links', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'llms.txt' })).toHaveAttribute('href', '/x/llms.txt');
    expect(screen.getByRole('link', { name: 'llms.txt' })).not.toHaveAttribute('target');
  });

  it('fetches a lazy section when its group is opened', async () => {
    const section: NavItem[] = [{ pathname: '/x/charts', title: 'Charts overview', href: '/x/charts/', kind: 'page' }];
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => section });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderNav();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Charts' }));
    expect(await screen.findByRole('link', { name: 'Charts overview' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/x/_nav/charts-group.json');
  });

  it.each([
    ['a server error', { ok: false, status: 500, json: async () => [] }],
    ['a body that is not a list', { ok: true, json: async () => ({ evil: true }) }],
    ['a network failure', null],
    ['a null item', { ok: true, json: async () => [null] }],
    ['an empty item', { ok: true, json: async () => [{}] }],
    ['a group whose children are not a list', { ok: true, json: async () => [{ pathname: '/x/a', title: 'A', href: '/x/a/', kind: 'group', children: 'b' }] }],
    ['a script link', { ok: true, json: async () => [{ pathname: '/x/a', title: 'A', href: 'javascript:alert(1)', kind: 'page' }] }],
  ])('offers a link when the section fails with %s', async (label, response) => {
    global.fetch = jest.fn(() => (response ? Promise.resolve(response) : Promise.reject(new TypeError('offline')))) as unknown as typeof fetch;
    renderNav('/x/grid/sorting', [], `failing-${label}`);
    await userEvent.click(screen.getByRole('button', { name: 'Charts' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not load this section'));
    expect(screen.getByRole('link', { name: 'Open Charts' })).toHaveAttribute('href', '/x/charts/');
  });

  it('retries a failed section', async () => {
    const section: NavItem[] = [{ pathname: '/x/charts', title: 'Charts overview', href: '/x/charts/', kind: 'page' }];
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ ok: true, json: async () => section });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderNav('/x/grid/sorting', [], 'retried-section');
    await userEvent.click(screen.getByRole('button', { name: 'Charts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Charts overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('in Chinese', () => {
    // UI strings have no Chinese translation: each falls back to English and warns once (development).
    beforeEach(() => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
    });
    const translations = { pages: { '/x/grid-group': '数据表格', '/x/grid': '概览', '/x/charts-group': '图表' } };
    const renderChinese = (section = 'zh-charts-group') =>
      render(
        <ThemeProvider theme={createTheme()}>
          <I18nValueProvider userLanguage="zh" translations={translations}>
            <NavList items={makeItems(section)} activeChain={['/x/grid', '/x/grid-group']} activePathname="/x/grid" />
          </I18nValueProvider>
        </ThemeProvider>,
      );

    it('shows translated titles and links to the Chinese copy of a translated page', () => {
      renderChinese();
      expect(screen.getByRole('button', { name: '数据表格' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: '图表' })).toBeInTheDocument();
      const overview = screen.getByRole('link', { name: '概览' });
      expect(overview).toHaveAttribute('href', '/zh/x/grid/');
      expect(overview).toHaveAttribute('aria-current', 'page');
    });

    it('keeps English titles (marked as English) and English links where there is no translation', () => {
      renderChinese();
      const sorting = screen.getByRole('link', { name: 'Sorting' });
      expect(sorting).toHaveAttribute('href', '/x/grid/sorting/');
      expect(within(sorting).getByText('Sorting')).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('heading', { name: 'Main features' }).querySelector('[lang="en"]')).not.toBeNull();
      expect(screen.getByRole('link', { name: '概览' }).querySelector('[lang]')).toBeNull();
    });

    it('names a failed section by its translated title', async () => {
      global.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
      renderChinese('zh-failing');
      await userEvent.click(screen.getByRole('button', { name: '图表' }));
      expect(await screen.findByRole('link', { name: 'Open 图表' })).toHaveAttribute('href', '/x/charts/');
    });
  });

  it('marks nothing as English on English pages', () => {
    const { container } = renderNav();
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
