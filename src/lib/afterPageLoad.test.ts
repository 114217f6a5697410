import { afterPageLoad, resetPageIdleForTests, whenPageIdle } from './afterPageLoad';

describe('afterPageLoad', () => {
  const setReadyState = (value: DocumentReadyState) => jest.spyOn(document, 'readyState', 'get').mockReturnValue(value);
  afterEach(() => jest.restoreAllMocks());

  it('runs at once when the page has loaded', () => {
    setReadyState('complete');
    const callback = jest.fn();
    afterPageLoad(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event otherwise, and runs once', () => {
    setReadyState('interactive');
    const callback = jest.fn();
    afterPageLoad(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while waiting', () => {
    setReadyState('loading');
    const callback = jest.fn();
    afterPageLoad(callback)();
    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('whenPageIdle', () => {
  const setReadyState = (value: DocumentReadyState) => jest.spyOn(document, 'readyState', 'get').mockReturnValue(value);
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    resetPageIdleForTests();
    idleCallbacks = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(() => callback({} as IdleDeadline))) as never;
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('waits for the load event, then for the first idle moment', () => {
    setReadyState('interactive');
    const callback = jest.fn();
    whenPageIdle(callback);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
    idleCallbacks[0]();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs at the reader's first input, before the page is idle, and only once", () => {
    setReadyState('loading');
    const callback = jest.fn();
    whenPageIdle(callback);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
  });

  it('runs at once once the page has been idle (a later page of the visit)', () => {
    setReadyState('complete');
    whenPageIdle(() => {});
    idleCallbacks[0]();
    const callback = jest.fn();
    whenPageIdle(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while waiting', () => {
    setReadyState('complete');
    const callback = jest.fn();
    whenPageIdle(callback)();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
