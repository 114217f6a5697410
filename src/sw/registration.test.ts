import { registerServiceWorker, type RegistrationContext } from './registerServiceWorker';
import { FakeWorkbox } from './fixtures/fakeWorkbox';

const PRODUCTION: RegistrationContext = { hasServiceWorker: true, isProduction: true, hostname: 'mui.com', allowedHosts: ['mui.com'] };

describe('registerServiceWorker', () => {
  beforeEach(() => {
    FakeWorkbox.instances = [];
  });

  const hooks = { hasFocus: () => true, reload: jest.fn(), setInterval: jest.fn(), clearInterval: jest.fn(), loadedUrls: () => [] };

  it('registers /x/sw.js with the /x/ scope on the production host', async () => {
    const loadWorkbox = jest.fn(async () => FakeWorkbox);
    await expect(registerServiceWorker({ context: PRODUCTION, loadWorkbox, hooks })).resolves.toBe('registered');
    expect(FakeWorkbox.instances).toHaveLength(1);
    const [workbox] = FakeWorkbox.instances;
    expect(workbox.scriptURL).toBe('/x/sw.js');
    expect(workbox.options).toEqual({ scope: '/x/' });
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect([...workbox.listeners.keys()].sort()).toEqual(['activated', 'controlling', 'installed', 'waiting']);
  });

  it.each<[string, Partial<RegistrationContext>]>([
    ['without service worker support', { hasServiceWorker: false }],
    ['in development', { isProduction: false }],
    ['on another host', { hostname: '127.0.0.1' }],
  ])('does not even load workbox-window %s', async (_label, overrides) => {
    const loadWorkbox = jest.fn(async () => FakeWorkbox);
    const unregisterStale = jest.fn(async () => true);
    await expect(registerServiceWorker({ context: { ...PRODUCTION, ...overrides }, loadWorkbox, unregisterStale })).resolves.toBe('skipped');
    expect(loadWorkbox).not.toHaveBeenCalled();
    expect(FakeWorkbox.instances).toHaveLength(0);
  });

  it('removes the worker under the kill switch, without loading workbox-window', async () => {
    const unregisterStale = jest.fn(async () => true);
    const loadWorkbox = jest.fn(async () => FakeWorkbox);
    await expect(registerServiceWorker({ context: { ...PRODUCTION, mode: 'remove' }, loadWorkbox, unregisterStale })).resolves.toBe('skipped');
    expect(unregisterStale).toHaveBeenCalledTimes(1);
    expect(loadWorkbox).not.toHaveBeenCalled();
  });

  it('removes a worker left on a host that is no longer configured', async () => {
    const unregisterStale = jest.fn(async () => true);
    await registerServiceWorker({ context: { ...PRODUCTION, hostname: 'old.example.com' }, unregisterStale });
    expect(unregisterStale).toHaveBeenCalledTimes(1);
    const log = jest.fn();
    const failing = jest.fn(async () => {
      throw new Error('denied');
    });
    await expect(registerServiceWorker({ context: { ...PRODUCTION, hostname: 'old.example.com' }, unregisterStale: failing, log })).resolves.toBe('skipped');
    expect(log).toHaveBeenCalledWith('Service worker cleanup failed', expect.any(Error));
  });

  it.each<[string, () => Promise<never>]>([
    ['registration is refused', async () => Promise.reject(new DOMException('insecure', 'SecurityError'))],
  ])('swallows the failure when %s', async (_label, failingRegister) => {
    class Refused extends FakeWorkbox {
      register = jest.fn(failingRegister);
    }
    const log = jest.fn();
    await expect(registerServiceWorker({ context: PRODUCTION, loadWorkbox: async () => Refused, hooks, log })).resolves.toBe('failed');
    expect(log).toHaveBeenCalledWith('Service worker registration failed', expect.any(DOMException));
  });

  it('swallows a workbox-window chunk that fails to load', async () => {
    const log = jest.fn();
    const loadWorkbox = () => Promise.reject(new Error('ChunkLoadError'));
    await expect(registerServiceWorker({ context: PRODUCTION, loadWorkbox, hooks, log })).resolves.toBe('failed');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('logs failures in development builds only (by default)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const env = process.env as Record<string, string | undefined>;
    const original = env.NODE_ENV;
    const loadWorkbox = () => Promise.reject(new Error('offline'));
    try {
      env.NODE_ENV = 'production';
      await expect(registerServiceWorker({ context: PRODUCTION, loadWorkbox, hooks })).resolves.toBe('failed');
      expect(warn).not.toHaveBeenCalled();
      env.NODE_ENV = 'development';
      await expect(registerServiceWorker({ context: PRODUCTION, loadWorkbox, hooks })).resolves.toBe('failed');
      expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    } finally {
      env.NODE_ENV = original;
      warn.mockRestore();
    }
  });
});
