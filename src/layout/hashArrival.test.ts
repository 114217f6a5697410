import { keepHashTargetInView, KEEP_IN_VIEW_MS } from './hashArrival';

/** A ResizeObserver stand-in the test drives by hand. */
function fakeResizeObserver() {
  const state = { callback: null as null | (() => void), observed: [] as Element[], disconnected: false };
  class Observer {
    constructor(callback: () => void) {
      state.callback = callback;
    }
    observe(element: Element) {
      state.observed.push(element);
    }
    disconnect() {
      state.disconnected = true;
    }
  }
  return { Observer: Observer as unknown as typeof ResizeObserver, state, resize: () => state.callback?.() };
}

describe('keepHashTargetInView', () => {
  let target: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<h2 id="sort-model">Sort model</h2><h2 id="café">Café</h2>';
    target = document.getElementById('sort-model')!;
    target.scrollIntoView = jest.fn();
  });

  function start(hash: string, navigationType = 'navigate') {
    const { Observer, state, resize } = fakeResizeObserver();
    const win = new EventTarget() as unknown as Window;
    Object.defineProperty(win, 'location', { value: { hash } });
    const timers: Array<() => void> = [];
    const stop = keepHashTargetInView({
      doc: document,
      win,
      navigationType,
      Observer,
      setTimer: (callback, ms) => {
        expect(ms).toBe(KEEP_IN_VIEW_MS);
        timers.push(callback);
        return timers.length;
      },
      clearTimer: () => {},
    });
    return { state, resize, win, timers, stop };
  }

  it('puts the heading back at the top each time the page changes size above it', () => {
    const { state, resize } = start('#sort-model');
    expect(state.observed).toEqual([document.body]);
    // The first report is the starting size.
    resize();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    resize();
    resize();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(2);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])('lets go once the reader scrolls (%s)', (type) => {
    const { state, resize, win } = start('#sort-model');
    resize();
    win.dispatchEvent(new Event(type));
    expect(state.disconnected).toBe(true);
  });

  it('lets go after a while', () => {
    const { state, timers } = start('#sort-model');
    timers.forEach((run) => run());
    expect(state.disconnected).toBe(true);
  });

  it('reads an encoded hash', () => {
    const cafe = document.getElementById('café')!;
    cafe.scrollIntoView = jest.fn();
    const { resize } = start('#caf%C3%A9');
    resize();
    resize();
    expect(cafe.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no hash', '', 'navigate'],
    ['a hash naming nothing', '#missing', 'navigate'],
    ['a reload (the browser restores the position)', '#sort-model', 'reload'],
    ['back or forward', '#sort-model', 'back_forward'],
  ])('does nothing with %s', (_label, hash, type) => {
    const { state } = start(hash, type);
    expect(state.observed).toEqual([]);
  });
});
