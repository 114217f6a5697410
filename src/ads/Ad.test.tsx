import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import * as muiStyles from '@mui/material/styles';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Ad } from './Ad';
import { AdProvider } from './AdProvider';
import { sendEvent } from '../analytics/sendEvent';
import { requestAdService } from './adServiceClient';
import { advance, draws, houseAds, IMAGE, IMAGE_APPEAL, IMAGE_SAMPLED, networkContainer, renderAd, serveNetworkAd, slot } from './fixtures/adHarness';

jest.mock('../analytics/sendEvent', () => ({ sendEvent: jest.fn() }));
jest.mock('./adServiceClient', () => ({ requestAdService: jest.fn() }));

const sent = sendEvent as jest.MockedFunction<typeof sendEvent>;
const request = requestAdService as jest.MockedFunction<typeof requestAdService>;

beforeEach(() => {
  jest.useFakeTimers();
  sent.mockReset();
  request.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Ad', () => {
  it('throws a clear error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Ad />)).toThrow('wrap the component in <AdProvider>');
  });

  it('renders nothing when ads are switched off', async () => {
    await renderAd({ enabled: false });
    expect(slot()).toBeNull();
  });

  it('reserves its space from the first render, before the code that fills it has loaded', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <AdProvider config={{ enabled: true, inHouseAds: houseAds, thirdParty: 'allowed' }}>
          <Ad />
        </AdProvider>
      </ThemeProvider>,
    );
    expect(slot()).toBeEmptyDOMElement();
    expect(slot()).toHaveAttribute('data-ad-view', 'reserved');
  });

  it('keeps the reserved space, and the page, when its code cannot load (offline)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      // The page's own React and styles, a fresh Ad whose slot code fails to load.
      jest.doMock('react', () => React);
      jest.doMock('@mui/material/styles', () => muiStyles);
      jest.doMock('./AdSlot', () => {
        throw new Error('ChunkLoadError: offline');
      });
      const isolated = await import('./Ad');
      const { AdProvider: IsolatedProvider } = await import('./AdProvider');
      render(
        <ThemeProvider theme={createTheme()}>
          {/* Tracking refused: a slot whose code loaded would show an in-house ad at once. */}
          <IsolatedProvider config={{ enabled: true, inHouseAds: houseAds, thirdParty: 'refused', random: draws(...IMAGE) }}>
            <isolated.Ad />
            <p data-testid="after">The page goes on.</p>
          </IsolatedProvider>
        </ThemeProvider>,
      );
      await advance(1000);
    });
    ['./AdSlot', 'react', '@mui/material/styles'].forEach((name) => jest.dontMock(name));
    expect(slot()).toHaveAttribute('data-ad-view', 'reserved');
    expect(slot()).toBeEmptyDOMElement();
    expect(screen.getByTestId('after')).toBeInTheDocument();
  });

  it('gives bots an empty element and loads nothing', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    await renderAd({ random: draws(...IMAGE) });
    await advance(20_000);
    expect(slot()).toBeEmptyDOMElement();
    expect(slot()).toHaveAttribute('data-ad-view', 'empty');
    expect(document.querySelector('script')).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('loads the network script and shows its ad once the probe finds it', async () => {
    await renderAd({ random: draws(...IMAGE_SAMPLED) });
    await advance(0);
    const script = networkContainer().querySelector('script');
    expect(script?.src).toBe('https://cdn.example.com/ad.js?serve=TEST&placement=docs');
    serveNetworkAd();
    await advance(500);
    expect(slot()).toHaveAttribute('data-ad-view', 'network');
    expect(slot()).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    expect(screen.getByRole('link', { name: 'Network ad' })).toBeVisible();
    await advance(2499);
    expect(sent).not.toHaveBeenCalled();
    await advance(1);
    expect(sent).toHaveBeenCalledWith({ category: 'ad', action: 'display', label: 'carbon-body-top-image' });
  });

  it('does not report the display of a session outside the sample', async () => {
    await renderAd({ random: draws(...IMAGE) });
    await advance(0);
    serveNetworkAd();
    await advance(10_000);
    expect(slot()).toHaveAttribute('data-ad-view', 'network');
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps the space empty for six polls, then shows an in-house ad at poll 7', async () => {
    await renderAd({ random: draws(...IMAGE) });
    await advance(2999);
    expect(slot()).toHaveAttribute('data-ad-view', 'reserved');
    expect(screen.queryByRole('link')).toBeNull();
    await advance(1);
    const link = await screen.findByRole('link', { name: /First house ad/ });
    expect(link).toHaveAttribute('href', 'https://example.com/one');
    expect(link).toHaveAttribute('data-ga-event-label', 'in-house-one');
    expect(link).toHaveAttribute('rel', expect.stringContaining('sponsored'));
    expect(slot()).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
    expect(screen.getByText('ad by MUI')).toBeInTheDocument();
  });

  it('lets a late network ad replace the in-house ad', async () => {
    await renderAd({ random: draws(...IMAGE) });
    await advance(3000);
    await screen.findByRole('link', { name: /First house ad/ });
    serveNetworkAd();
    await advance(500);
    expect(slot()).toHaveAttribute('data-ad-view', 'network');
    expect(screen.queryByRole('link', { name: /First house ad/ })).toBeNull();
  });

  it('shows the ad-blocker appeal to the 20% of blocked visitors', async () => {
    await renderAd({ random: draws(...IMAGE_APPEAL) });
    await advance(3000);
    expect(screen.getByText('Ads pay for these docs')).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-ga-event-label', 'in-house-adblock-body-top-image');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('replaces a fallback-marked network ad with an in-house ad', async () => {
    await renderAd({ random: draws(0.5, 0.5, 0.9, 0.5) });
    await advance(0);
    serveNetworkAd('https://example.com/house');
    await advance(500);
    expect(await screen.findByRole('link', { name: /Second house ad/ })).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-ga-event-label', 'in-house-carbon-body-top-image');
    expect(document.querySelector('#carbonads')).toBeNull();
  });

  it('renders nothing and reports a crash when the ad throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      ...houseAds[0],
      get description(): string {
        throw new Error('broken ad');
      },
    };
    await renderAd({ random: draws(...IMAGE), inHouseAds: [broken] });
    await advance(3000);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(slot()).toBeEmptyDOMElement();
    expect(sent).toHaveBeenCalledWith({ category: 'ad', action: 'crash', label: 'in-house-body-top-image' });
    expect(screen.getByTestId('after')).toBeInTheDocument();
  });
});
