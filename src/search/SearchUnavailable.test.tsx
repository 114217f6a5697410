import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { SearchButton, type LoadSearchDialog } from './SearchButton';
import { SearchUnavailable } from './SearchUnavailable';
import { SearchMessage } from './SearchDialogParts';
import type { SearchDialogProps } from './SearchDialog';

/** A stand-in for the real dialog (its own behaviour is SearchButton.test's): a named dialog that closes. */
function FakeDialog({ open, onClose }: SearchDialogProps) {
  return open ? (
    <div role="dialog" aria-label="Search the documentation">
      <button type="button" onClick={onClose}>
        Esc
      </button>
    </div>
  ) : null;
}

function Crashing(): React.ReactElement {
  throw new Error('render failed');
}

const loaded = (component: React.ComponentType<SearchDialogProps>) => Promise.resolve({ default: component });
const chunkError = () => Promise.reject(new Error('Loading chunk search-dialog failed.'));

function renderButton(loadDialog: LoadSearchDialog) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <SearchButton loadDialog={loadDialog} />
    </ThemeProvider>,
  );
}

const searchButton = () => screen.getByRole('button', { name: 'Search the docs' });
const unavailable = () => screen.findByRole('dialog', { name: 'Search is unavailable' });

// React reports the errors its boundaries catch on the console: expected here.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('search that cannot load says so', () => {
  it('the dialog’s code failing to load opens "Search is unavailable"; Retry loads it once it is back', async () => {
    const user = userEvent.setup();
    const loadDialog = jest.fn<ReturnType<LoadSearchDialog>, []>(chunkError);
    renderButton(loadDialog);
    await user.click(searchButton());
    const message = await unavailable();
    expect(message).toHaveTextContent('you may be offline, or the site was updated since this page opened');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

    loadDialog.mockImplementation(() => loaded(FakeDialog));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Search the documentation' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Search is unavailable' })).not.toBeInTheDocument();
    expect(loadDialog).toHaveBeenCalledTimes(2);
  });

  it('a crash inside the dialog shows the same message, not nothing; closing it gives focus back, opening again tries again', async () => {
    const user = userEvent.setup();
    const loadDialog = jest.fn<ReturnType<LoadSearchDialog>, []>(() => loaded(Crashing));
    renderButton(loadDialog);
    await user.click(searchButton());
    await unavailable();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchButton()).toHaveFocus();

    loadDialog.mockImplementation(() => loaded(FakeDialog));
    await user.click(searchButton());
    expect(await screen.findByRole('dialog', { name: 'Search the documentation' })).toBeInTheDocument();
  });

  it('a dialog that loaded is kept: closing and reopening does not load it again', async () => {
    const user = userEvent.setup();
    const loadDialog = jest.fn<ReturnType<LoadSearchDialog>, []>(() => loaded(FakeDialog));
    renderButton(loadDialog);
    await user.click(searchButton());
    await user.click(await screen.findByRole('button', { name: 'Esc' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(searchButton());
    expect(await screen.findByRole('dialog', { name: 'Search the documentation' })).toBeInTheDocument();
    expect(loadDialog).toHaveBeenCalledTimes(1);
  });

  it('Esc closes the message; Reload reloads the page', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const reload = jest.fn();
    render(<SearchUnavailable onRetry={() => {}} onClose={onClose} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an index that cannot load: the dialog offers to try again or to reload the page', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const onReload = jest.fn();
    render(<SearchMessage status="unavailable" empty query="" t={(key) => key} onRetry={onRetry} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'search.retry' }));
    await user.click(screen.getByRole('button', { name: 'search.reload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
