/** @jest-environment node */
import { MAX_PAYLOAD_BYTES, readCapped, requestAdService } from './adServiceClient';

const encoder = new TextEncoder();

/** A body of `chunks` chunks of `size` bytes each, counting how many were pulled. */
function countedBody(chunks: number, size: number) {
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === chunks) {
        controller.close();
        return;
      }
      counter.pulled += 1;
      controller.enqueue(encoder.encode('x'.repeat(size)));
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  return { stream, counter };
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answerWith(response: Response) {
  const calls: RequestInit[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    calls.push(init ?? {});
    return response;
  }) as typeof fetch;
  return calls;
}

describe('readCapped', () => {
  it('reads a body within the cap, multi-byte characters split across chunks included', async () => {
    const bytes = encoder.encode('{"ads":[{"company":"Café ☕"}]}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // Split inside the three bytes of ☕.
        controller.enqueue(bytes.slice(0, 26));
        controller.enqueue(bytes.slice(26));
        controller.close();
      },
    });
    await expect(readCapped(new Response(stream), 1000)).resolves.toEqual({ ok: true, text: '{"ads":[{"company":"Café ☕"}]}' });
  });

  it('stops reading as soon as the cap is passed, without a content-length', async () => {
    const { stream, counter } = countedBody(1000, 1024);
    await expect(readCapped(new Response(stream), 10 * 1024)).resolves.toEqual({ ok: false });
    expect(counter.pulled).toBeLessThanOrEqual(12);
    expect(counter.cancelled).toBe(true);
  });

  it('reads an empty body', async () => {
    await expect(readCapped(new Response(null), 10)).resolves.toEqual({ ok: true, text: '' });
  });
});

describe('requestAdService', () => {
  it('sends no cookies and asks for JSON', async () => {
    const calls = answerWith(new Response('{"ads":[]}', { status: 200 }));
    await expect(requestAdService('https://ads.example.com/ads.json')).resolves.toEqual({ kind: 'body', body: '{"ads":[]}' });
    expect(calls[0]).toMatchObject({ credentials: 'omit', headers: { Accept: 'application/json' } });
  });

  it('refuses an endless body while it streams, reading at most the cap', async () => {
    const { stream, counter } = countedBody(100_000, 1024);
    answerWith(new Response(stream, { status: 200 }));
    await expect(requestAdService('https://ads.example.com/ads.json')).resolves.toEqual({ kind: 'status', status: 413 });
    expect(counter.pulled * 1024).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES + 2 * 1024);
  });

  it('refuses a body announced as too large without reading it', async () => {
    const { stream, counter } = countedBody(10, 1024);
    answerWith(new Response(stream, { status: 200, headers: { 'content-length': String(MAX_PAYLOAD_BYTES + 1) } }));
    await expect(requestAdService('https://ads.example.com/ads.json')).resolves.toEqual({ kind: 'status', status: 413 });
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it('reports an error status and a failed request', async () => {
    answerWith(new Response('nope', { status: 500 }));
    await expect(requestAdService('https://ads.example.com/ads.json')).resolves.toEqual({ kind: 'status', status: 500 });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(requestAdService('https://ads.example.com/ads.json')).resolves.toEqual({ kind: 'failed' });
  });

  it('gives up on a body that stalls past the time limit', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"ads":'));
      },
    });
    answerWith(new Response(stalled, { status: 200 }));
    await expect(requestAdService('https://ads.example.com/ads.json', 50)).resolves.toEqual({ kind: 'failed' });
  });
});
