import { probeStep, runProbe, PROBE_TIMING, type NetworkObservation } from './probe';
import type { AdOutcome } from './adDecision';

describe('probeStep', () => {
  it.each<[number, NetworkObservation, AdOutcome, boolean]>([
    [1, 'absent', 'pending', true],
    [6, 'absent', 'pending', true],
    [7, 'absent', 'blocked', true],
    [29, 'absent', 'blocked', true],
    [30, 'absent', 'blocked', false],
    [1, 'served', 'served', false],
    [12, 'served', 'served', false],
    [3, 'fallback', 'fallback', false],
  ])('poll %p, %p -> %p, again %p', (poll, seen, outcome, again) => {
    expect(probeStep(poll, seen)).toEqual({ outcome, again });
  });
});

describe('runProbe (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A look that finds `seen` from the given poll on (1-based), nothing before. */
  function setup(from: number | null, seen: NetworkObservation = 'served') {
    let polls = 0;
    const look = jest.fn(() => {
      polls += 1;
      return from !== null && polls >= from ? seen : 'absent';
    });
    const reports: AdOutcome[] = [];
    const stop = runProbe(look, (outcome) => reports.push(outcome));
    return { look, reports, stop };
  }

  it('reports served at once when the network element is already there', () => {
    const { look, reports } = setup(1);
    expect(reports).toEqual(['served']);
    jest.advanceTimersByTime(20_000);
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('polls every 500 ms and reports served when the element appears', () => {
    const { look, reports } = setup(4);
    jest.advanceTimersByTime(1499);
    expect(reports).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(look).toHaveBeenCalledTimes(4);
    expect(reports).toEqual(['served']);
  });

  it('reports blocked at poll 7 (3 s) and stops after 30 polls', () => {
    const { look, reports } = setup(null);
    jest.advanceTimersByTime(2999);
    expect(reports).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(look).toHaveBeenCalledTimes(7);
    expect(reports).toEqual(['blocked']);
    jest.advanceTimersByTime(60_000);
    expect(look).toHaveBeenCalledTimes(PROBE_TIMING.maxPolls);
    expect(reports).toEqual(['blocked']);
  });

  it('lets a late network ad take over before the last poll', () => {
    const { reports } = setup(12);
    jest.advanceTimersByTime(10_000);
    expect(reports).toEqual(['blocked', 'served']);
  });

  it('reports a fallback-marked ad', () => {
    const { reports } = setup(2, 'fallback');
    jest.advanceTimersByTime(500);
    expect(reports).toEqual(['fallback']);
  });

  it('treats a look that throws as nothing found', () => {
    const reports: AdOutcome[] = [];
    runProbe(() => {
      throw new Error('detached');
    }, (outcome) => reports.push(outcome));
    jest.advanceTimersByTime(3000);
    expect(reports).toEqual(['blocked']);
  });

  it('stops polling when stopped', () => {
    const { look, stop } = setup(null);
    jest.advanceTimersByTime(1000);
    stop();
    jest.advanceTimersByTime(20_000);
    expect(look).toHaveBeenCalledTimes(3);
  });
});
