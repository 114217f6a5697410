import { analyticsAvailable, analyticsState, consentParameters, consentStatus, parseConsent, refusesTracking, thirdPartyAds, type PrivacySignals } from './consent';

describe('refusesTracking', () => {
  it.each<[PrivacySignals, boolean]>([
    [{}, false],
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    [{ doNotTrack: ' YES ' }, true],
    [{ doNotTrack: 1 }, true],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ doNotTrack: null }, false],
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: '1' }, true],
    [{ globalPrivacyControl: false }, false],
    [{ globalPrivacyControl: 'true' }, false],
    [{ doNotTrack: '0', globalPrivacyControl: true }, true],
  ])('%p -> %p', (signals, expected) => {
    expect(refusesTracking(signals)).toBe(expected);
  });
});

describe('thirdPartyAds', () => {
  it.each<[string, PrivacySignals, unknown, ReturnType<typeof thirdPartyAds>]>([
    ['no answer yet: contextual ads load', {}, null, 'allowed'],
    ['analytics allowed', {}, 'analytics', 'allowed'],
    ['essential only: our own ads only', {}, 'essential', 'refused'],
    ['Do Not Track', { doNotTrack: '1' }, null, 'refused'],
    ['Do Not Track beats an answer', { doNotTrack: '1' }, 'analytics', 'refused'],
    ['Global Privacy Control', { globalPrivacyControl: true }, 'analytics', 'refused'],
    ['a garbage answer counts as none', {}, '<script>', 'allowed'],
  ])('%s', (_name, signals, stored, expected) => {
    expect(thirdPartyAds(signals, stored)).toBe(expected);
  });
});

describe('parseConsent', () => {
  it.each([
    ['analytics', 'analytics'],
    ['essential', 'essential'],
    ['Analytics', null],
    ['yes', null],
    ['', null],
    [null, null],
    [1, null],
  ])('%p -> %p', (value, expected) => {
    expect(parseConsent(value)).toBe(expected);
  });
});

describe('analyticsState', () => {
  it.each<[string, string, PrivacySignals, unknown, ReturnType<typeof analyticsState>]>([
    ['no answer yet', 'G-1', {}, null, 'undecided'],
    ['allowed', 'G-1', {}, 'analytics', 'granted'],
    ['essential only', 'G-1', {}, 'essential', 'off'],
    ['a garbage answer asks again', 'G-1', {}, '{"x":1}', 'undecided'],
    ['no measurement id', '', {}, 'analytics', 'off'],
    ['a blank measurement id', '  ', {}, null, 'off'],
    ['Do Not Track beats consent', 'G-1', { doNotTrack: '1' }, 'analytics', 'off'],
    ['Global Privacy Control beats consent', 'G-1', { globalPrivacyControl: true }, 'analytics', 'off'],
    ['Do Not Track without an answer: not even asked', 'G-1', { doNotTrack: '1' }, null, 'off'],
  ])('%s', (_name, id, signals, stored, expected) => {
    expect(analyticsState(id, signals, stored)).toBe(expected);
  });
});

describe('analyticsAvailable', () => {
  it.each<[string, PrivacySignals, boolean]>([
    ['G-1', {}, true],
    ['', {}, false],
    ['   ', {}, false],
    ['G-1', { doNotTrack: '1' }, false],
    ['G-1', { globalPrivacyControl: true }, false],
  ])('id %j with %j -> %s', (id, signals, available) => {
    expect(analyticsAvailable(id, signals)).toBe(available);
  });
});

describe('consentStatus', () => {
  it.each<[boolean, 'analytics' | 'essential' | null, string]>([
    [false, 'analytics', 'unavailable'],
    [false, null, 'unavailable'],
    [true, null, 'undecided'],
    [true, 'analytics', 'analytics'],
    [true, 'essential', 'essential'],
  ])('available %s, choice %j -> %s', (available, choice, status) => {
    expect(consentStatus(available, choice)).toBe(status);
  });
});

describe('consentParameters', () => {
  it('grants analytics storage only once granted, never ad storage', () => {
    expect(consentParameters('granted')).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(consentParameters('undecided').analytics_storage).toBe('denied');
    expect(consentParameters('off').analytics_storage).toBe('denied');
  });
});
