/**
 * Getting an inline ad from the JSON service (pure: the request and the pause are injected). The
 * service rotates its ads, so a well-formed answer without a usable ad is asked again, up to 10 tries
 * in all. A request that fails outright (an ad blocker, no network, a time-out) means blocked; an
 * error status or an unusable answer means the service has no ad for us (unfilled).
 */
import { parseAdPayload, type JsonAd } from './jsonAd';

/** What one request gave: the body of a success, an error status, or no answer at all. */
export type ServiceAnswer = { kind: 'body'; body: string } | { kind: 'status'; status: number } | { kind: 'failed' };

export type JsonAdResult = { outcome: 'served'; ad: JsonAd } | { outcome: 'unfilled' } | { outcome: 'blocked' };

const JSON_AD_RETRY = { maxAttempts: 10, pauseMs: 200 };

export interface LoadJsonAdOptions {
  request: () => Promise<ServiceAnswer>;
  pause?: (ms: number) => Promise<void>;
  maxAttempts?: number;
  pauseMs?: number;
  /** Checked between tries: the slot unmounted, stop asking. */
  cancelled?: () => boolean;
}

const realPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadJsonAd({
  request,
  pause = realPause,
  maxAttempts = JSON_AD_RETRY.maxAttempts,
  pauseMs = JSON_AD_RETRY.pauseMs,
  cancelled = () => false,
}: LoadJsonAdOptions): Promise<JsonAdResult> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (attempt > 1) await pause(pauseMs);
    if (cancelled()) return { outcome: 'unfilled' };
    let answer: ServiceAnswer;
    try {
      answer = await request();
    } catch {
      answer = { kind: 'failed' };
    }
    if (answer.kind === 'failed') return { outcome: 'blocked' };
    if (answer.kind === 'status') return { outcome: 'unfilled' };
    const result = parseAdPayload(answer.body);
    if (!result.ok) return { outcome: 'unfilled' };
    if (result.ad) return { outcome: 'served', ad: result.ad };
  }
  return { outcome: 'unfilled' };
}
