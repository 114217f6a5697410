import { decideRegistration, needsRegistrationCode, type RegistrationContext, type RegistrationDecision } from './registrationPolicy';

const PRODUCTION: RegistrationContext = { hasServiceWorker: true, isProduction: true, hostname: 'mui.com', allowedHosts: ['mui.com'] };

describe('decideRegistration', () => {
  it.each<[string, Partial<RegistrationContext>, RegistrationDecision]>([
    ['the production host in a production build', {}, { register: true }],
    ['the host in another case', { hostname: 'MUI.com' }, { register: true }],
    ['a fully qualified host name', { hostname: 'mui.com.' }, { register: true }],
    ['one of several configured hosts', { hostname: 'docs.example.com', allowedHosts: ['mui.com', 'docs.example.com'] }, { register: true }],
    ['a browser without service workers', { hasServiceWorker: false }, { register: false, reason: 'unsupported' }],
    ['a development build', { isProduction: false }, { register: false, reason: 'development' }],
    ['the local test server', { hostname: '127.0.0.1' }, { register: false, reason: 'other-host' }],
    ['a subdomain of the production host', { hostname: 'www.mui.com' }, { register: false, reason: 'other-host' }],
    ['a look-alike host', { hostname: 'mui.com.evil.test' }, { register: false, reason: 'other-host' }],
    ['an empty host name', { hostname: '' }, { register: false, reason: 'other-host' }],
    ['no configured host', { allowedHosts: [] }, { register: false, reason: 'other-host' }],
    ['an empty configured host', { hostname: '', allowedHosts: [''] }, { register: false, reason: 'other-host' }],
    ['support is checked first', { hasServiceWorker: false, isProduction: false, hostname: 'x' }, { register: false, reason: 'unsupported' }],
    ['the kill switch on the production host', { mode: 'remove' }, { register: false, reason: 'removed' }],
    ['the kill switch on another host', { mode: 'remove', hostname: '127.0.0.1' }, { register: false, reason: 'removed' }],
    ['the offline mode said out loud', { mode: 'offline' }, { register: true }],
  ])('%s', (_label, overrides, expected) => {
    expect(decideRegistration({ ...PRODUCTION, ...overrides })).toEqual(expected);
  });
});

describe('needsRegistrationCode', () => {
  it.each<[RegistrationDecision, boolean, boolean]>([
    [{ register: true }, false, true],
    [{ register: true }, true, true],
    [{ register: false, reason: 'other-host' }, true, true],
    [{ register: false, reason: 'other-host' }, false, false],
    [{ register: false, reason: 'removed' }, true, true],
    [{ register: false, reason: 'removed' }, false, false],
    [{ register: false, reason: 'development' }, true, false],
    [{ register: false, reason: 'unsupported' }, false, false],
  ])('%p with a controlling worker: %p -> %p', (decision, controlled, expected) => {
    expect(needsRegistrationCode(decision, controlled)).toBe(expected);
  });
});
