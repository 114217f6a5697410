import { installKillSwitch, removeOfflineWorker } from './killSwitch';
import { deleteOwnCaches, isOwnCache } from './config';

/** A CacheStorage holding our caches and another app's. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: jest.fn(async () => [...held]),
    delete: jest.fn(async (name: string) => held.delete(name)),
  };
}

const OURS = ['mui-x-docs-precache-v1-https://mui.com/x/', 'mui-x-docs-pages', 'mui-x-docs-static'];
const THEIRS = ['material-ui-docs-cache', 'mui-x-docsearch'];

describe('isOwnCache', () => {
  it.each([...OURS.map((name) => [name, true] as const), ...THEIRS.map((name) => [name, false] as const)])('%s -> %s', (name, expected) => {
    expect(isOwnCache(name)).toBe(expected);
  });
});

describe('removeOfflineWorker', () => {
  it('deletes our caches only, unregisters, then reloads the tabs it controls', async () => {
    const steps: string[] = [];
    const caches = fakeCaches([...OURS, ...THEIRS]);
    caches.delete.mockImplementation(async (name: string) => {
      steps.push(`delete ${name}`);
      return caches.held.delete(name);
    });
    const tabs = [
      { url: 'https://mui.com/x/introduction/', navigate: jest.fn(async (url: string) => steps.push(`reload ${url}`)) },
      { url: 'https://mui.com/x/react-charts/', navigate: jest.fn(async () => Promise.reject(new TypeError('gone'))) },
    ];
    const scope = {
      caches: caches as unknown as CacheStorage,
      registration: { unregister: jest.fn(async () => steps.push('unregister') > 0) },
      clients: { matchAll: jest.fn(async () => tabs) },
    };
    await removeOfflineWorker(scope);
    expect([...caches.held]).toEqual(THEIRS);
    expect(steps).toEqual([...OURS.map((name) => `delete ${name}`), 'unregister', 'reload https://mui.com/x/introduction/']);
    expect(scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(tabs[1].navigate).toHaveBeenCalledWith('https://mui.com/x/react-charts/');
  });

  it('still unregisters when the caches cannot be read', async () => {
    const scope = {
      caches: { keys: async () => Promise.reject(new Error('denied')), delete: jest.fn() } as unknown as CacheStorage,
      registration: { unregister: jest.fn(async () => true) },
      clients: { matchAll: jest.fn(async () => []) },
    };
    await removeOfflineWorker(scope);
    expect(scope.registration.unregister).toHaveBeenCalled();
  });
});

describe('installKillSwitch', () => {
  it('takes over at install and removes everything at activation', async () => {
    const listeners = new Map<string, (event: { waitUntil(promise: Promise<unknown>): void }) => void>();
    const waited: Array<Promise<unknown>> = [];
    const event = { waitUntil: (promise: Promise<unknown>) => waited.push(promise) };
    const caches = fakeCaches(OURS);
    const scope = {
      skipWaiting: jest.fn(async () => {}),
      registration: { unregister: jest.fn(async () => true) },
      clients: { matchAll: jest.fn(async () => []) },
      caches: caches as unknown as CacheStorage,
      addEventListener: (type: string, listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void) => listeners.set(type, listener),
    };
    installKillSwitch(scope);
    listeners.get('install')!(event);
    expect(scope.skipWaiting).toHaveBeenCalled();
    listeners.get('activate')!(event);
    await Promise.all(waited);
    expect(caches.held.size).toBe(0);
    expect(scope.registration.unregister).toHaveBeenCalled();
  });
});

describe('deleteOwnCaches', () => {
  it('counts what it deleted', async () => {
    await expect(deleteOwnCaches(fakeCaches([...OURS, ...THEIRS]))).resolves.toBe(3);
  });
});
