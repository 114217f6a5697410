import { asksForConsent, clickEvent, consentAfterChoice, consentOnLoad, loadsAnalytics, pageViewEvents, reportsWebVitals } from './decisions';

const NONE = {};
const DNT = { doNotTrack: '1' };

describe('consentOnLoad', () => {
  it.each([
    ['no answer yet', 'G-1', NONE, null, { state: 'undecided', status: 'undecided', ads: 'allowed' }],
    ['analytics allowed', 'G-1', NONE, 'analytics', { state: 'granted', status: 'analytics', ads: 'allowed' }],
    ['essential only', 'G-1', NONE, 'essential', { state: 'off', status: 'essential', ads: 'refused' }],
    ['Do Not Track', 'G-1', DNT, 'analytics', { state: 'off', status: 'unavailable', ads: 'refused' }],
    ['no measurement id', '', NONE, null, { state: 'off', status: 'unavailable', ads: 'allowed' }],
    ['an unreadable stored value', 'G-1', NONE, 'yes please', { state: 'undecided', status: 'undecided', ads: 'allowed' }],
  ])('%s', (_, id, signals, stored, expected) => {
    expect(consentOnLoad(id, signals, stored)).toEqual(expected);
  });
});

describe('consentAfterChoice', () => {
  it('applies an answer where analytics can run', () => {
    expect(consentAfterChoice('G-1', NONE, 'analytics')).toEqual({ state: 'granted', status: 'analytics', ads: 'allowed' });
    expect(consentAfterChoice('G-1', NONE, 'essential')).toEqual({ state: 'off', status: 'essential', ads: 'refused' });
  });

  it('has nothing to apply where analytics cannot run', () => {
    expect(consentAfterChoice('G-1', DNT, 'analytics')).toBeNull();
    expect(consentAfterChoice('', NONE, 'analytics')).toBeNull();
  });
});

describe('pageViewEvents', () => {
  it('sends the preferences, then the view with the canonical URL and the product', () => {
    const page = { pathname: '/x/react-data-grid/sorting', title: 'Sorting', userLanguage: 'en', productId: 'x-data-grid', productCategoryId: 'x' };
    expect(pageViewEvents(page, { codeVariant: 'TS', colorScheme: 'dark' }, ' - MUI X')).toEqual([
      { type: 'user_properties', codeVariant: 'TS', colorScheme: 'dark', userLanguage: 'en' },
      { type: 'page_view', title: 'Sorting - MUI X', location: expect.stringMatching(/\/x\/react-data-grid\/sorting\/$/), productId: 'x-data-grid', productCategoryId: 'x' },
    ]);
  });
});

describe('clickEvent', () => {
  const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });
  const target = (found: ReturnType<typeof element> | null) => ({ closest: () => found });

  it('reports the nearest described element, within its sampled share', () => {
    const described = element({ 'data-ga-event-category': 'toc', 'data-ga-event-label': 'intro', 'data-ga-event-split': '0.5' });
    expect(clickEvent(target(described), '[data-ga-event-category]', () => 0.4)).toEqual({ type: 'event', category: 'toc', action: 'click', label: 'intro' });
    expect(clickEvent(target(described), '[data-ga-event-category]', () => 0.6)).toBeNull();
  });

  it('reports nothing for a click outside any described element', () => {
    expect(clickEvent(target(null), '[data-ga-event-category]', () => 0)).toBeNull();
    expect(clickEvent(null, '[data-ga-event-category]', () => 0)).toBeNull();
  });
});

describe('loadsAnalytics and asksForConsent', () => {
  it.each<[string, Parameters<typeof loadsAnalytics>[0], boolean, boolean]>([
    ['not looked yet (server render)', null, false, false],
    ['no answer yet: the prompt, and nothing loads or is sent', 'undecided', false, true],
    ['allowed', 'granted', true, false],
    ['off (essential only, Do Not Track, GPC, no id)', 'off', false, false],
  ])('%s', (_name, state, loads, asks) => {
    expect(loadsAnalytics(state)).toBe(loads);
    expect(asksForConsent(state)).toBe(asks);
  });

  it('loads nothing for a first-time visitor, whatever the build', () => {
    expect(loadsAnalytics(consentOnLoad('G-1', NONE, null).state)).toBe(false);
    expect(loadsAnalytics(consentOnLoad('', NONE, 'analytics').state)).toBe(false);
  });
});

describe('reportsWebVitals', () => {
  it('samples only visits where the reader allowed analytics', () => {
    expect(reportsWebVitals('undecided', () => 0, 0.5)).toBe(false);
    expect(reportsWebVitals('granted', () => 0, 0.5)).toBe(true);
    expect(reportsWebVitals('granted', () => 0.9, 0.5)).toBe(false);
    expect(reportsWebVitals('off', () => 0, 1)).toBe(false);
    expect(reportsWebVitals(null, () => 0, 1)).toBe(false);
  });
});
