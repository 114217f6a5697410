import * as React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import SettingsDrawer from './SettingsDrawer';
import { DocsThemeProvider } from '../theme/DocsThemeProvider';
import { AnalyticsProvider } from '../analytics/AnalyticsProvider';
import { site } from '../../data/site';

function renderDrawer(wrap: (drawer: React.ReactElement) => React.ReactElement = (drawer) => drawer) {
  const onClose = jest.fn();
  render(<DocsThemeProvider>{wrap(<SettingsDrawer open onClose={onClose} />)}</DocsThemeProvider>);
  return { onClose, drawer: screen.getByRole('dialog', { name: 'Settings' }) };
}

const group = (drawer: HTMLElement, name: string) => within(drawer).getByRole('group', { name });

describe('SettingsDrawer', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('dir');
  });

  it('switches the colour mode and keeps the choice', async () => {
    const { drawer } = renderDrawer();
    fireEvent.click(within(group(drawer, 'Mode')).getByRole('button', { name: 'Dark' }));
    expect(within(group(drawer, 'Mode')).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    // A click on the chosen mode keeps it (exclusive choices never end up with none).
    fireEvent.click(within(group(drawer, 'Mode')).getByRole('button', { name: 'Dark' }));
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
  });

  it('turns the page right-to-left and back, and remembers it', async () => {
    const { drawer } = renderDrawer();
    fireEvent.click(within(group(drawer, 'Direction')).getByRole('button', { name: 'Right-to-left' }));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(window.localStorage.getItem('mui-direction')).toBe('rtl');
    // The drawer re-renders with the right-to-left styles once they have loaded.
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Right-to-left' })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(within(group(screen.getByRole('dialog', { name: 'Settings' }), 'Direction')).getByRole('button', { name: 'Left-to-right' }));
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('ltr'));
    expect(window.localStorage.getItem('mui-direction')).toBe('ltr');
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Left-to-right' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('links to the privacy page and closes from its button', async () => {
    const { drawer, onClose } = renderDrawer();
    expect(within(drawer).getByRole('link', { name: 'What this site stores and sends' })).toHaveAttribute('href', site.privacyPathname);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close settings' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no analytics choice outside the analytics provider', () => {
    const { drawer } = renderDrawer();
    expect(within(drawer).queryByRole('heading', { name: 'Analytics' })).toBeNull();
  });

  it('says why there is no analytics choice when analytics cannot run', async () => {
    const unavailable = renderDrawer((drawer) => <AnalyticsProvider settings={{ measurementId: '' }}>{drawer}</AnalyticsProvider>);
    await waitFor(() => expect(within(unavailable.drawer).getByRole('heading', { name: 'Analytics' })).toBeInTheDocument());
    expect(within(unavailable.drawer).getByText(/this build has no analytics/)).toBeInTheDocument();
    expect(within(unavailable.drawer).queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('records the analytics choice when analytics can run', async () => {
    const { drawer } = renderDrawer((inner) => (
      <AnalyticsProvider settings={{ measurementId: 'G-TEST0', start: jest.fn(), updateConsent: jest.fn(), reportWebVitals: jest.fn(), random: () => 1 }}>{inner}</AnalyticsProvider>
    ));
    const essential = await within(drawer).findByRole('button', { name: 'Essential only' });
    fireEvent.click(essential);
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Essential only' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
