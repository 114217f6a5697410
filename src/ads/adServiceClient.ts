/**
 * The edge to the JSON ad service: one GET, no cookies sent, a time limit, and a body refused unread
 * when it announces itself as too large.
 */
import { MAX_PAYLOAD_CHARS } from './jsonAd';
import type { ServiceAnswer } from './jsonAdService';

/** A request that has not answered after this long counts as failed (a stalled service). */
export const AD_SERVICE_TIMEOUT_MS = 5000;

export async function requestAdService(url: string, timeoutMs: number = AD_SERVICE_TIMEOUT_MS): Promise<ServiceAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { credentials: 'omit', signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return { kind: 'status', status: response.status };
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > MAX_PAYLOAD_CHARS * 4) return { kind: 'status', status: 413 };
    return { kind: 'body', body: await response.text() };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
