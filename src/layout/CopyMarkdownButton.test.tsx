import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { CopyMarkdownButton } from './CopyMarkdownButton';
import { PageProvider } from '../core/PageContext';
import { makePageData } from '../../test-utils/pageData';

const MARKDOWN = '# Sorting\n\n> Sort rows.\n';

function setup(response: { ok: boolean; status?: number; text?: string }) {
  const fetchMock = jest.fn(async () => ({ ok: response.ok, status: response.status ?? 200, text: async () => response.text ?? '' }));
  (global as unknown as { fetch: unknown }).fetch = fetchMock;
  const user = userEvent.setup();
  // userEvent installs its own clipboard stand-in: read what reaches it.
  render(
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={makePageData()}>
        <CopyMarkdownButton />
      </PageProvider>
    </ThemeProvider>,
  );
  return { fetchMock, user };
}

afterEach(() => {
  delete (global as unknown as { fetch?: unknown }).fetch;
});

describe('CopyMarkdownButton', () => {
  it('copies the page\'s markdown export and says so', async () => {
    const { fetchMock, user } = setup({ ok: true, text: MARKDOWN });
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/sorting.md');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown');
    await expect(navigator.clipboard.readText()).resolves.toBe(MARKDOWN);
  });

  it('says where to find the file when it cannot be loaded, and tries again on the next click', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { fetchMock, user } = setup({ ok: false, status: 404 });
      await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
      expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Copy failed: open /x/react-data-grid/sorting.md and copy it from there');
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the page menu from the caret beside it, by keyboard: copy, the markdown, two assistants', async () => {
    const { fetchMock, user } = setup({ ok: true, text: MARKDOWN });
    const caret = screen.getByRole('button', { name: 'Open in an assistant' });
    expect(caret).toHaveAttribute('aria-haspopup', 'menu');
    caret.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Copy page as Markdown',
      'View as Markdown (opens in a new tab)',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    const prompt = 'Read https://mui.com/x/react-data-grid/sorting.md (a page of the MUI X docs, as Markdown) and answer my questions about it.';
    expect(items[1]).toHaveAttribute('href', '/x/react-data-grid/sorting.md');
    expect(items[2]).toHaveAttribute('href', `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(items[3]).toHaveAttribute('href', `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    expect(items[3]).toHaveAttribute('rel', 'noopener noreferrer');
    // The first item has focus; the arrows move through the items; Escape closes and returns to the caret.
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(caret).toHaveFocus();
    // Copy from the menu: the same copy as the button's, with its status.
    await user.click(caret);
    await user.click(await screen.findByRole('menuitem', { name: 'Copy page as Markdown' }));
    expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/sorting.md');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(MARKDOWN);
  });
});
