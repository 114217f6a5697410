import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import FeedbackPanel from './FeedbackPanel';
import { PageProvider } from '../core/PageContext';
import { I18nProvider } from '../i18n/I18nProvider';
import type { AnalyticsConsent } from '../analytics/AnalyticsProvider';
import { sendEvent } from '../analytics/sendEvent';
import { makePageData } from '../../test-utils/pageData';

// The consent the panel reads, changed by each test as the provider would change it.
let consent: AnalyticsConsent;
jest.mock('../analytics/AnalyticsProvider', () => ({ useOptionalAnalyticsConsent: () => consent }));
jest.mock('../analytics/sendEvent', () => ({ sendEvent: jest.fn(() => 'sent') }));

// No strings in the page's data: the panel's English comes with its chunk.
const page = makePageData({ translations: {} });
const withStatus = (status: AnalyticsConsent['status']): AnalyticsConsent => ({ status, choose: jest.fn(), thirdPartyAds: 'unknown' });

function Panel() {
  return (
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={page}>
        <I18nProvider>
          <FeedbackPanel />
        </I18nProvider>
      </PageProvider>
    </ThemeProvider>
  );
}

beforeEach(() => jest.mocked(sendEvent).mockClear());

describe('FeedbackPanel answered before the reader\'s analytics choice is read', () => {
  it.each([
    ['essential', /not sent: analytics is set to “Essential only”/, false],
    ['analytics', /^Thanks for your answer\.$/, true],
  ] as const)('waits, then settles by the choice once known (%s)', async (status, message, sent) => {
    consent = withStatus('unknown');
    const { rerender } = render(<Panel />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    await userEvent.click(yes);
    // Nothing is sent or said yet; the pressed button keeps the focus and a second press does nothing.
    expect(sendEvent).not.toHaveBeenCalled();
    expect(yes).toHaveAttribute('aria-disabled', 'true');
    expect(yes).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    consent = withStatus(status);
    rerender(<Panel />);
    expect(screen.getByText(message)).toHaveFocus();
    // The first answer, once: the press on "No" while waiting was ignored.
    expect(jest.mocked(sendEvent).mock.calls.map(([event]) => event.action)).toEqual(sent ? ['yes'] : []);
  });
});
