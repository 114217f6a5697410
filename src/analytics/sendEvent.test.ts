import { sendEvent } from './sendEvent';
import { tracker } from './tracker';

describe('sendEvent', () => {
  afterEach(() => tracker.disable());

  it('hands the event to the site tracker', () => {
    const sink = jest.fn();
    tracker.enable(sink);
    sendEvent({ category: 'copy-button', action: 'click', label: 'js' });
    expect(sink).toHaveBeenCalledWith(['event', 'copy-button', { eventAction: 'click', eventLabel: 'js' }]);
  });

  it('ignores malformed events and never throws', () => {
    const sink = jest.fn(() => {
      throw new Error('broken');
    });
    tracker.enable(sink);
    expect(() => sendEvent(undefined as never)).not.toThrow();
    expect(() => sendEvent({ category: 1, action: 'x' } as never)).not.toThrow();
    expect(() => sendEvent({ category: 'a', action: 'b' })).not.toThrow();
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it('passes parameters on and says what became of the event', () => {
    tracker.disable();
    expect(sendEvent({ category: 'page_feedback', action: 'yes' })).toBe('dropped');
    const sink = jest.fn();
    tracker.enable(sink);
    expect(sendEvent({ category: 'page_feedback', action: 'yes', label: '/x/a', params: { section: 'b' } })).toBe('sent');
    expect(sink).toHaveBeenCalledWith(['event', 'page_feedback', { section: 'b', eventAction: 'yes', eventLabel: '/x/a' }]);
    expect(sendEvent(undefined as never)).toBe('dropped');
  });
});
