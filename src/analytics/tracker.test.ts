import { createTracker } from './tracker';
import type { TrackedEvent } from './events';

const event = (action: string): TrackedEvent => ({ type: 'event', category: 'test', action });

describe('tracker', () => {
  it('queues until enabled, then sends in order', () => {
    const tracker = createTracker();
    tracker.send(event('a'));
    tracker.send(event('b'));
    const sink = jest.fn();
    expect(tracker.state).toBe('waiting');
    tracker.enable(sink);
    tracker.send(event('c'));
    expect(sink.mock.calls.map(([command]) => command[2].eventAction)).toEqual(['a', 'b', 'c']);
    expect(tracker.state).toBe('on');
  });

  it('drops the queue and later events once disabled', () => {
    const tracker = createTracker();
    tracker.send(event('a'));
    tracker.disable();
    tracker.send(event('b'));
    const sink = jest.fn();
    tracker.enable(sink);
    expect(sink).not.toHaveBeenCalled();
  });

  it('stops sending when disabled after being on', () => {
    const tracker = createTracker();
    const sink = jest.fn();
    tracker.enable(sink);
    tracker.disable();
    tracker.send(event('a'));
    expect(sink).not.toHaveBeenCalled();
    expect(tracker.state).toBe('off');
  });

  it('keeps a bounded queue', () => {
    const tracker = createTracker(3);
    ['a', 'b', 'c', 'd', 'e'].forEach((action) => tracker.send(event(action)));
    const sink = jest.fn();
    tracker.enable(sink);
    expect(sink).toHaveBeenCalledTimes(3);
  });

  it('survives a sink that throws', () => {
    const tracker = createTracker();
    tracker.enable(() => {
      throw new Error('blocked script');
    });
    expect(() => tracker.send(event('a'))).not.toThrow();
  });

  it('says what became of each event: queued, sent or dropped', () => {
    const tracker = createTracker(1);
    expect(tracker.send(event('a'))).toBe('queued');
    expect(tracker.send(event('b'))).toBe('dropped');
    tracker.enable(jest.fn());
    expect(tracker.send(event('c'))).toBe('sent');
    tracker.disable();
    expect(tracker.send(event('d'))).toBe('dropped');
  });
});
