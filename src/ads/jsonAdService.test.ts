import { loadJsonAd, type ServiceAnswer } from './jsonAdService';

const ad = { statlink: 'https://srv.example.com/click', description: 'An ad', company: 'Acme' };
const body = (value: unknown): ServiceAnswer => ({ kind: 'body', body: JSON.stringify(value) });
const empty = body({ ads: [{}] });

/** A request that answers from a script, one answer per call (the last one repeats). */
function scripted(...answers: Array<ServiceAnswer | Error>) {
  let index = 0;
  return jest.fn(async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const noPause = () => Promise.resolve();

describe('loadJsonAd', () => {
  it.each<[string, Array<ServiceAnswer | Error>, string, number]>([
    ['an ad on the first try', [body({ ads: [ad] })], 'served', 1],
    ['an ad on the third try', [empty, empty, body({ ads: [ad] })], 'served', 3],
    ['an ad on the tenth try', [...Array(9).fill(empty), body({ ads: [ad] })], 'served', 10],
    ['nothing after ten tries', [empty], 'unfilled', 10],
    ['a failed request (ad blocker)', [{ kind: 'failed' }], 'blocked', 1],
    ['a request that throws', [new Error('network')], 'blocked', 1],
    ['a 500', [{ kind: 'status', status: 500 }], 'unfilled', 1],
    ['malformed JSON', [{ kind: 'body', body: '{"ads":' }], 'unfilled', 1],
    ['wrong types', [body({ ads: 'many' })], 'unfilled', 1],
    ['a huge payload', [{ kind: 'body', body: 'x'.repeat(200_000) }], 'unfilled', 1],
    ['a failure after empty answers', [empty, { kind: 'failed' }], 'blocked', 2],
  ])('%s -> %s after %i request(s)', async (_name, answers, outcome, calls) => {
    const request = scripted(...answers);
    const result = await loadJsonAd({ request, pause: noPause });
    expect(result.outcome).toBe(outcome);
    expect(request).toHaveBeenCalledTimes(calls);
    if (outcome === 'served') expect(result).toEqual({ outcome: 'served', ad: expect.objectContaining({ statlink: ad.statlink }) });
  });

  it('pauses between tries, not before the first (fake timers)', async () => {
    jest.useFakeTimers();
    try {
      const request = scripted(empty, body({ ads: [ad] }));
      const pending = loadJsonAd({ request, pauseMs: 200 });
      await jest.advanceTimersByTimeAsync(0);
      expect(request).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(199);
      expect(request).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(request).toHaveBeenCalledTimes(2);
      await expect(pending).resolves.toMatchObject({ outcome: 'served' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops asking once cancelled', async () => {
    let cancelled = false;
    const request = jest.fn(async () => {
      cancelled = true;
      return empty;
    });
    await expect(loadJsonAd({ request, pause: noPause, cancelled: () => cancelled })).resolves.toEqual({ outcome: 'unfilled' });
    expect(request).toHaveBeenCalledTimes(1);
  });
});
