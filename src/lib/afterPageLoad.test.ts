import { afterPageLoad } from './afterPageLoad';

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
