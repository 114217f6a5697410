import { adLabel, chance, decideAd, drawAdSession, isBot, type AdOutcome, type AdSession } from './adDecision';

const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length];
};

describe('isBot', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['SomeCrawler/1.0', true],
    ['a friendly SPIDER', true],
    ['Robot framework', true],
    ['site-crawling agent', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%p -> %p', (userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });
});

describe('chance', () => {
  it.each([
    [0, 0.2, true],
    [0.1999, 0.2, true],
    [0.2, 0.2, false],
    [0.9, 1, true],
    [0, 0, false],
    [0.5, Number.NaN, false],
  ])('draw %p in share %p -> %p', (draw, share, expected) => {
    expect(chance(draw, share)).toBe(expected);
  });
});

describe('drawAdSession', () => {
  it.each<[string, () => number, AdSession]>([
    ['all low: inline, appeal, first ad, sampled', () => 0.05, { shape: 'inline', showAppeal: true, inHouseIndex: 0, displaySampled: true }],
    ['all high: image, no appeal, last ad, not sampled', () => 0.99, { shape: 'image', showAppeal: false, inHouseIndex: 3, displaySampled: false }],
    ['draws in order shape, appeal, ad, display', sequence(0.5, 0.1, 0.6, 0.09), { shape: 'image', showAppeal: true, inHouseIndex: 2, displaySampled: true }],
    ['share edges are exclusive', sequence(0.2, 0.2, 0, 0.1), { shape: 'image', showAppeal: false, inHouseIndex: 0, displaySampled: false }],
  ])('%s', (_name, random, expected) => {
    expect(drawAdSession(random, 4)).toEqual(expected);
  });

  it('has no in-house ad to pick from an empty list', () => {
    expect(drawAdSession(() => 0.5, 0).inHouseIndex).toBe(-1);
  });

  it('keeps the pick in range for a source that returns 1 or garbage', () => {
    expect(drawAdSession(() => 1, 3).inHouseIndex).toBe(2);
    expect(drawAdSession(() => Number.NaN, 3).inHouseIndex).toBe(0);
  });

  it('uses the ratios it is given', () => {
    expect(drawAdSession(() => 0.5, 2, { inline: 0.6, appeal: 0.6, display: 0.6 })).toEqual({
      shape: 'inline',
      showAppeal: true,
      inHouseIndex: 1,
      displaySampled: true,
    });
  });
});

describe('decideAd', () => {
  const image: AdSession = { shape: 'image', showAppeal: false, inHouseIndex: 1, displaySampled: false };
  const inline: AdSession = { ...image, shape: 'inline' };
  const appeal: AdSession = { ...image, showAppeal: true };
  const noHouseAds: AdSession = { ...image, inHouseIndex: -1 };

  it.each<[string, AdOutcome, AdSession, ReturnType<typeof decideAd>]>([
    ['pending keeps the space', 'pending', image, { view: 'reserved' }],
    ['network served', 'served', image, { view: 'network', kind: 'carbon' }],
    ['JSON served', 'served', inline, { view: 'json', kind: 'carbon' }],
    ['fallback-marked network ad', 'fallback', image, { view: 'in-house', kind: 'in-house-carbon', index: 1 }],
    ['service without a usable ad', 'unfilled', inline, { view: 'in-house', kind: 'in-house-carbon', index: 1 }],
    ['blocked, no appeal', 'blocked', image, { view: 'in-house', kind: 'in-house', index: 1 }],
    ['withheld by privacy choices: our ad, never the appeal', 'withheld', appeal, { view: 'in-house', kind: 'in-house', index: 1 }],
    ['withheld without in-house ads', 'withheld', noHouseAds, { view: 'empty' }],
    ['blocked, appeal', 'blocked', appeal, { view: 'appeal', kind: 'in-house-adblock' }],
    ['appeal wins over missing house ads', 'blocked', { ...noHouseAds, showAppeal: true }, { view: 'appeal', kind: 'in-house-adblock' }],
    ['blocked without house ads', 'blocked', noHouseAds, { view: 'empty' }],
    ['fallback without house ads', 'fallback', noHouseAds, { view: 'empty' }],
    ['unknown outcome', 'nonsense' as AdOutcome, image, { view: 'empty' }],
  ])('%s', (_name, outcome, session, expected) => {
    expect(decideAd(outcome, session)).toEqual(expected);
  });
});

describe('adLabel', () => {
  it.each<[ReturnType<typeof decideAd>, 'image' | 'inline', string | null]>([
    [{ view: 'network', kind: 'carbon' }, 'image', 'carbon-body-top-image'],
    [{ view: 'json', kind: 'carbon' }, 'inline', 'carbon-body-top-inline'],
    [{ view: 'in-house', kind: 'in-house', index: 0 }, 'image', 'in-house-body-top-image'],
    [{ view: 'in-house', kind: 'in-house-carbon', index: 0 }, 'inline', 'in-house-carbon-body-top-inline'],
    [{ view: 'appeal', kind: 'in-house-adblock' }, 'image', 'in-house-adblock-body-top-image'],
    [{ view: 'reserved' }, 'image', null],
    [{ view: 'empty' }, 'inline', null],
  ])('%p (%s) -> %p', (view, shape, expected) => {
    expect(adLabel(view, 'body-top', shape)).toBe(expected);
  });
});
