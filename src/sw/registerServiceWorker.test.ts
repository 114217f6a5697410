import { RELOAD_POLL_MS, watchUpdates, type LifecycleEvent, type RegistrationContext } from './registerServiceWorker';
import { FakeWorkbox, type EventType } from './fixtures/fakeWorkbox';

const PRODUCTION: RegistrationContext = { hasServiceWorker: true, isProduction: true, hostname: 'mui.com', allowedHosts: ['mui.com'] };

describe('watchUpdates', () => {
  let focused: boolean;
  let workbox: FakeWorkbox;
  const reload = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    focused = true;
    reload.mockReset();
    workbox = new FakeWorkbox();
    watchUpdates(workbox, {
      hasFocus: () => focused,
      reload,
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      loadedUrls: () => ['https://mui.com/x/react-charts/', 'https://mui.com/_next/static/chunks/main.js'],
    });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('tells a waiting worker to skip waiting', () => {
    workbox.emit('waiting', { isUpdate: true });
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('tells a newly installed update to skip waiting, but not a first install', () => {
    workbox.emit('installed', {});
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    workbox.emit('installed', { isUpdate: true });
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    workbox.emit('installed', { isExternal: true });
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(2);
  });

  it('reloads once, at the first poll, when the update activates in a focused page', () => {
    workbox.emit('activated', { isUpdate: true });
    jest.advanceTimersByTime(RELOAD_POLL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('activated while not focused: waits for focus, then reloads once within 100 ms', () => {
    focused = false;
    workbox.emit('activated', { isUpdate: true });
    jest.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    focused = true;
    jest.advanceTimersByTime(RELOAD_POLL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('two updates in a row: both skip waiting, one reload', () => {
    focused = false;
    workbox.emit('installed', { isUpdate: true });
    workbox.emit('waiting', { isUpdate: true });
    workbox.emit('activated', { isUpdate: true });
    workbox.emit('controlling', { isUpdate: true });
    jest.advanceTimersByTime(1_000);
    workbox.emit('installed', { isExternal: true });
    workbox.emit('waiting', { isExternal: true });
    workbox.emit('activated', { isExternal: true });
    workbox.emit('controlling', { isUpdate: true, isExternal: true });
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(4);
    expect(jest.getTimerCount()).toBe(1);
    focused = true;
    jest.advanceTimersByTime(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a worker that was already waiting reloads the page when it takes control', () => {
    workbox.emit('waiting', { isUpdate: true });
    workbox.emit('controlling', { isUpdate: true });
    jest.advanceTimersByTime(RELOAD_POLL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops asking workers to skip waiting once the reload is under way', () => {
    workbox.emit('activated', { isUpdate: true });
    jest.advanceTimersByTime(RELOAD_POLL_MS);
    workbox.emit('waiting', { isUpdate: true });
    workbox.emit('activated', { isUpdate: true });
    jest.advanceTimersByTime(1_000);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('follows an update that was still installing when registration resolved', () => {
    let workbox2 = new FakeWorkbox();
    const follow = () => {
      workbox2 = new FakeWorkbox();
      return watchUpdates(workbox2, {
        hasFocus: () => true,
        reload,
        setInterval: (callback, ms) => setInterval(callback, ms),
        clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
        loadedUrls: () => [],
      });
    };
    const listeners: Array<() => void> = [];
    const installing = { state: 'installing', addEventListener: (_type: 'statechange', listener: () => void) => listeners.push(listener) };
    follow().followRegistration({ installing });
    installing.state = 'installed';
    listeners.forEach((listener) => listener());
    expect(workbox2.messageSkipWaiting).toHaveBeenCalledTimes(1);
    installing.state = 'activated';
    listeners.forEach((listener) => listener());
    expect(workbox2.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // It then takes control: the page reloads once.
    workbox2.emit('controlling', { isUpdate: true, isExternal: true });
    jest.advanceTimersByTime(RELOAD_POLL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, null, {}, { installing: null }, 'weird'])('ignores a registration without an installing worker (%p)', (registration) => {
    expect(() => watchUpdates(new FakeWorkbox(), {
      hasFocus: () => true,
      reload,
      setInterval: jest.fn(),
      clearInterval: jest.fn(),
      loadedUrls: () => [],
    }).followRegistration(registration)).not.toThrow();
  });

  it('first install: no reload, and the open page is saved for offline reading', () => {
    workbox.emit('installed', {});
    workbox.emit('activated', {});
    workbox.emit('controlling', { isUpdate: false, isExternal: false });
    jest.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(workbox.messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['https://mui.com/x/react-charts/', 'https://mui.com/_next/static/chunks/main.js'] },
    });
  });

  it('a worker that cannot save the page does not break anything', async () => {
    workbox.messageSW.mockReturnValueOnce(Promise.reject(new Error('no port')));
    expect(() => workbox.emit('activated', {})).not.toThrow();
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the update sequence in any order', () => {
  const events: Array<[EventType, LifecycleEvent]> = [
    ['installed', { isUpdate: true }],
    ['waiting', { isUpdate: true }],
    ['activated', { isUpdate: true }],
    ['controlling', { isUpdate: true }],
    ['activated', { isExternal: true }],
  ];
  const permutations = <T,>(items: T[]): T[][] =>
    items.length <= 1 ? [items] : items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));

  it('reloads exactly once for each of the 120 orders, focused late or early', () => {
    jest.useFakeTimers();
    try {
      for (const order of permutations(events)) {
        for (const focusAfter of [0, 3]) {
          const workbox = new FakeWorkbox();
          const reload = jest.fn();
          let focused = focusAfter === 0;
          watchUpdates(workbox, {
            hasFocus: () => focused,
            reload,
            setInterval: (callback, ms) => setInterval(callback, ms),
            clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
            loadedUrls: () => [],
          });
          order.forEach(([type, event], index) => {
            if (index === focusAfter) focused = true;
            workbox.emit(type, event);
            jest.advanceTimersByTime(250);
          });
          focused = true;
          jest.advanceTimersByTime(5_000);
          expect(reload).toHaveBeenCalledTimes(1);
          expect(jest.getTimerCount()).toBe(0);
        }
      }
    } finally {
      jest.useRealTimers();
    }
  });
});
