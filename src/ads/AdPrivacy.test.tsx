import { screen } from '@testing-library/react';
import { Ad } from './Ad';
import { AdProvider } from './AdProvider';
import { sendEvent } from '../analytics/sendEvent';
import { requestAdService } from './adServiceClient';
import { advance, draws, IMAGE, INLINE, renderAd, serveNetworkAd, slot } from './fixtures/adHarness';

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
