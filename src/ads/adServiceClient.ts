/**
 * The edge to the JSON ad service: one GET, no cookies sent, a time limit over the whole exchange
 * (body included), and a byte cap enforced while the body streams: an answer announced as too large
 * is refused unread, and one that grows past the cap is cut off there, never buffered whole.
 */
import { MAX_PAYLOAD_CHARS } from './jsonAd';
import type { ServiceAnswer } from './jsonAdService';

/** A request that has not answered after this long counts as failed (a stalled service). */
const AD_SERVICE_TIMEOUT_MS = 5000;

/** The most bytes read from the service (a sane answer is a few kilobytes). */
export const MAX_PAYLOAD_BYTES = MAX_PAYLOAD_CHARS;

export type CappedBody = { ok: true; text: string } | { ok: false };

/**
 * Reads a response body as UTF-8 text, at most `maxBytes`: past that the read is cancelled and
 * `{ ok: false }` returned. An abort of `signal` cancels the read (the promise then rejects).
 */
export async function readCapped(response: Response, maxBytes: number, signal?: AbortSignal): Promise<CappedBody> {
  if (!response.body) return { ok: true, text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort);
  let received = 0;
  let text = '';
  try {
    for (;;) {
      if (signal?.aborted) throw new Error('aborted');
      const { done, value } = await reader.read();
      if (signal?.aborted) throw new Error('aborted');
      if (done) return { ok: true, text: text + decoder.decode() };
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false };
      }
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

export async function requestAdService(url: string, timeoutMs: number = AD_SERVICE_TIMEOUT_MS): Promise<ServiceAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { credentials: 'omit', signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) {
      response.body?.cancel().catch(() => {});
      return { kind: 'status', status: response.status };
    }
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > MAX_PAYLOAD_BYTES) {
      response.body?.cancel().catch(() => {});
      return { kind: 'status', status: 413 };
    }
    const body = await readCapped(response, MAX_PAYLOAD_BYTES, controller.signal);
    return body.ok ? { kind: 'body', body: body.text } : { kind: 'status', status: 413 };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
