import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { PageFeedback, FEEDBACK_PLACE } from './PageFeedback';
import { FEEDBACK_HEIGHT } from './FeedbackPanel';
import { PageProvider } from '../core/PageContext';
import { AnalyticsProvider } from '../analytics/AnalyticsProvider';
import { tracker } from '../analytics/tracker';
import type { GtagCommand } from '../analytics/events';
import { makePageData } from '../../test-utils/pageData';
import { I18nProvider } from '../i18n/I18nProvider';

// Pages carry none of the panel's strings: they come with its chunk.
const page = makePageData({ translations: {} });

/** Renders the feedback block inside the analytics provider, whose script is a stub collecting commands. */
async function setup({ measurementId = 'G-TEST', stored, start }: { measurementId?: string; stored?: string; start?: 'ok' | 'fails' } = {}) {
  localStorage.clear();
  if (stored) localStorage.setItem('mui-analytics-consent', stored);
  const commands: GtagCommand[] = [];
  const settings = {
    measurementId,
    tracker,
    start: jest.fn(async () => (start === 'fails' ? null : (command: GtagCommand) => void commands.push(command))),
    updateConsent: jest.fn(),
    reportWebVitals: jest.fn(),
  };
  render(
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={page}>
        <I18nProvider>
          <AnalyticsProvider settings={settings}>
            <PageFeedback />
          </AnalyticsProvider>
        </I18nProvider>
      </PageProvider>
    </ThemeProvider>,
  );
  // The analytics script starts after the page's load event: let it.
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { commands, events: () => commands.filter((command) => command[1] === 'page_feedback').map((command) => command[2]) };
}

beforeEach(() => {
  // A fresh tracker state for each test: the site has one, shared by every feature.
  tracker.disable();
  (tracker as unknown as { enable: (sink: unknown) => void }).enable(() => {});
  window.history.replaceState(null, '', '/x/react-data-grid/sorting/');
  document.body.innerHTML = '';
});

describe('PageFeedback', () => {
  it('sends the answer, then the comment, and thanks the reader, keyboard only', async () => {
    const { events } = await setup({ stored: 'analytics' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Was this page helpful?' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The question gives way to the thanks, which takes the focus so it is read out.
    expect(screen.getByText('Thanks for your answer.')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(events()).toEqual([{ eventAction: 'yes', eventLabel: '/x/react-data-grid/sorting' }]);

    const box = screen.getByRole('textbox', { name: 'Anything to add? (optional)' });
    expect(box).toHaveAttribute('maxLength', '500');
    expect(box).toHaveAccessibleDescription('0 of 500 characters. Sent with your answer, without your name or email.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'More on comparators, please.');
    expect(box).toHaveAccessibleDescription(/^28 of 500 characters/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Thanks, your comment was sent.')).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(events()[1]).toEqual({ answer: 'yes', comment_1: 'More on comparators, please.', eventAction: 'comment', eventLabel: '/x/react-data-grid/sorting' });
  });

  it('names the section the reader arrived at through a heading link, and asks what was wrong after a no', async () => {
    const heading = document.createElement('h2');
    heading.id = 'custom-order';
    document.body.append(heading);
    window.history.replaceState(null, '', '/x/react-data-grid/sorting/#custom-order');
    const { events } = await setup({ stored: 'analytics' });
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(events()).toEqual([{ section: 'custom-order', eventAction: 'no', eventLabel: '/x/react-data-grid/sorting' }]);
    expect(screen.getByRole('textbox', { name: 'What was missing or wrong? (optional)' })).toBeInTheDocument();
  });

  it.each([
    ['the reader has not answered the consent prompt yet', {}, /not sent: analytics runs only once you allow it/],
    ['the reader chose essential only', { stored: 'essential' }, /not sent: analytics is set to “Essential only”/],
    ['the browser refuses tracking or the site has no analytics', { measurementId: '' }, /not sent: analytics is off/],
  ])('says the answer was not sent when %s, and offers no comment box', async (_label, options, message) => {
    const { events } = await setup(options);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText(message)).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(events()).toEqual([]);
  });

  it('says so when analytics could not start (a blocked script)', async () => {
    await setup({ stored: 'analytics', start: 'fails' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText(/could not be sent: analytics did not load/)).toBeInTheDocument();
  });

  it('keeps the panel\'s place while its code loads', () => {
    expect(FEEDBACK_PLACE).toBe(FEEDBACK_HEIGHT);
  });
});
