import { act, render, screen } from '@testing-library/react';
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
});
