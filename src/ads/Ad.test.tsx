import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import * as muiStyles from '@mui/material/styles';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Ad } from './Ad';
import { AdProvider } from './AdProvider';
import type { AdConfig } from './adConfig';
import type { InHouseAd } from '../../data/ads';
import { sendEvent } from '../analytics/sendEvent';
import { requestAdService } from './adServiceClient';

jest.mock('../analytics/sendEvent', () => ({ sendEvent: jest.fn() }));
jest.mock('./adServiceClient', () => ({ requestAdService: jest.fn() }));

const sent = sendEvent as jest.MockedFunction<typeof sendEvent>;
const request = requestAdService as jest.MockedFunction<typeof requestAdService>;

const houseAds: InHouseAd[] = [
  { name: 'one', link: 'https://example.com/one', img: '/static/ads/one.svg', description: '<b>First</b> house ad', poweredby: 'MUI', label: 'in-house-one' },
  { name: 'two', link: 'https://example.com/two', img: '/static/ads/two.svg', description: 'Second house ad', poweredby: 'MUI', label: 'in-house-two' },
];

/** A random source that returns the given draws in order (shape, appeal, in-house ad, display), then 0.5. */
const draws = (...values: number[]) => {
  let index = 0;
  return () => (index < values.length ? values[index++] : 0.5);
};
const IMAGE = [0.5, 0.5, 0, 0.5];
const IMAGE_SAMPLED = [0.5, 0.5, 0, 0.05];
const IMAGE_APPEAL = [0.5, 0.1, 0, 0.5];
const INLINE = [0.1, 0.5, 0.9, 0.05];

/** Renders the slot and waits for its code (loaded after hydration) to take it over. */
async function renderAd(config: Partial<AdConfig>) {
  const network = {
    name: 'Carbon',
    scriptUrl: 'https://cdn.example.com/ad.js',
    serve: 'TEST',
    placement: 'docs',
    scriptId: '_ad_js',
    elementSelector: '#carbonads',
    fallbackTarget: 'https://example.com/house/',
  };
  const ui = (overrides: Partial<AdConfig>) => (
    <ThemeProvider theme={createTheme()}>
      <AdProvider config={{ enabled: true, inHouseAds: houseAds, network, jsonServiceUrl: 'https://ads.example.com/ads.json', thirdParty: 'allowed', ...overrides }}>
        <Ad />
        <p data-testid="after">The page goes on.</p>
      </AdProvider>
    </ThemeProvider>
  );
  const result = render(ui(config));
  await act(() => import('./AdSlot'));
  return { ...result, update: (overrides: Partial<AdConfig>) => result.rerender(ui({ ...config, ...overrides })) };
}

const slot = () => document.querySelector('.ad-slot') as HTMLElement;
const networkContainer = () => slot().querySelector('span') as HTMLElement;

/** What the network's script would insert next to itself. */
function serveNetworkAd(href = 'https://srv.example.com/click') {
  const element = document.createElement('div');
  element.id = 'carbonads';
  element.innerHTML = `<span><span class="carbon-wrap"><a class="carbon-img" href="${href}"><img alt="" /></a><a class="carbon-text" href="${href}">Network ad</a></span></span>`;
  networkContainer().appendChild(element);
}

const advance = (ms: number) => act(async () => {
  await jest.advanceTimersByTimeAsync(ms);
});

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

describe('Ad and the reader\'s privacy choices', () => {
  it('waits, loading nothing, until the choices are known', async () => {
    await renderAd({ random: draws(...INLINE), thirdParty: 'unknown' });
    await advance(20_000);
    expect(slot()).toHaveAttribute('data-ad-view', 'reserved');
    expect(document.querySelector('script')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it.each([
    ['image', IMAGE],
    ['inline', INLINE],
  ])('shows one of our ads, with no third-party request, when tracking is refused (%s session)', async (shape, session) => {
    const pixels = jest.spyOn(window, 'Image');
    await renderAd({ random: draws(...session), thirdParty: 'refused' });
    await advance(20_000);
    expect(slot()).toHaveAttribute('data-ad-view', 'in-house');
    expect(slot()).toHaveAttribute('data-ga-event-label', `in-house-body-top-${shape}`);
    expect(screen.getByRole('link', { name: /house ad/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/example\.com\//));
    expect(document.querySelector('script')).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(pixels).not.toHaveBeenCalled();
  });

  it('drops a network ad already shown when the reader refuses later', async () => {
    const random = draws(...IMAGE);
    const { update } = await renderAd({ random });
    await advance(0);
    serveNetworkAd();
    await advance(500);
    expect(slot()).toHaveAttribute('data-ad-view', 'network');
    update({ random, thirdParty: 'refused' });
    await advance(0);
    expect(slot()).toHaveAttribute('data-ad-view', 'in-house');
    expect(document.querySelector('#carbonads')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('sends impression pixels without a referrer', async () => {
    request.mockResolvedValue({
      kind: 'body',
      body: JSON.stringify({ ads: [{ company: 'Acme', description: 'Text', statlink: 'https://srv.example.com/click', statimp: 'https://srv.example.com/imp' }] }),
    });
    const pixels: Array<{ src: string; referrerPolicy: string }> = [];
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const pixel = { src: '', referrerPolicy: '' };
      pixels.push(pixel);
      return pixel as HTMLImageElement;
    });
    await renderAd({ random: draws(...INLINE) });
    await screen.findByRole('link', { name: /Acme/ });
    expect(pixels).toEqual([{ src: 'https://srv.example.com/imp', referrerPolicy: 'no-referrer' }]);
  });
});

describe('Ad, inline shape (JSON service)', () => {
  const hostile = {
    company: '<img src=x onerror=alert(1)>Acme',
    description: 'Build <b>faster</b><script>alert(1)</script><a href="javascript:alert(1)">now</a>',
    image: 'https://cdn.example.com/acme.png',
    statlink: 'https://srv.example.com/click',
    statimp: 'https://srv.example.com/imp',
    pixel: 'https://px.example.com/a?t=[timestamp]||javascript:alert(1)',
    timestamp: '1700000000',
  };

  it('shows the service ad as text, with its impression pixels, and nothing that runs', async () => {
    request.mockResolvedValue({ kind: 'body', body: JSON.stringify({ ads: [hostile] }) });
    const pixels: Array<{ src: string }> = [];
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const pixel = { src: '' };
      pixels.push(pixel);
      return pixel as HTMLImageElement;
    });
    await renderAd({ random: draws(...INLINE) });
    const link = await screen.findByRole('link', { name: /Build faster/ });
    expect(request).toHaveBeenCalledTimes(1);
    expect(link).toHaveAttribute('href', 'https://srv.example.com/click');
    expect(slot()).toHaveAttribute('data-ga-event-label', 'carbon-body-top-inline');
    expect(screen.getByText('<img src=x onerror=alert(1)>Acme.')).toBeInTheDocument();
    expect(slot().querySelector('script')).toBeNull();
    expect(slot().querySelector('[onerror]')).toBeNull();
    expect(slot().querySelector('a[href^="javascript"]')).toBeNull();
    expect(pixels.map((pixel) => pixel.src)).toEqual(['https://srv.example.com/imp', 'https://px.example.com/a?t=1700000000']);
    expect(screen.getByText('ad by Carbon')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('treats a failed request as blocked', async () => {
    request.mockResolvedValue({ kind: 'failed' });
    await renderAd({ random: draws(0.1, 0.1, 0, 0.5) });
    expect(await screen.findByText('Ads pay for these docs')).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-ga-event-label', 'in-house-adblock-body-top-inline');
  });

  it.each([
    ['a 500', { kind: 'status' as const, status: 500 }],
    ['malformed JSON', { kind: 'body' as const, body: '{"ads": [' }],
    ['wrong types', { kind: 'body' as const, body: '{"ads": "none"}' }],
    ['a huge payload', { kind: 'body' as const, body: `{"ads":[],"x":"${'x'.repeat(200_000)}"}` }],
  ])('shows an in-house ad instead of %s', async (_name, answer) => {
    request.mockResolvedValue(answer);
    await renderAd({ random: draws(...INLINE) });
    expect(await screen.findByRole('link', { name: /Second house ad/ })).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-ga-event-label', 'in-house-carbon-body-top-inline');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again, up to 10 times, while answers hold no usable ad', async () => {
    request.mockResolvedValue({ kind: 'body', body: '{"ads":[{}]}' });
    await renderAd({ random: draws(...INLINE) });
    await advance(5000);
    expect(request).toHaveBeenCalledTimes(10);
    expect(await screen.findByRole('link', { name: /Second house ad/ })).toBeInTheDocument();
  });
});
