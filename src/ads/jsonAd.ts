/**
 * Validation of the JSON ad service's answer (pure). The answer is untrusted: anything malformed,
 * oversized or of the wrong type gives "no ad"; every URL kept is https (a plain-http link, image or
 * pixel would leak the reader's visit in clear and can be rewritten on the way); text is
 * length-capped and still has to be rendered as text or sanitised.
 */

/** An ad from the service, safe to hand to the renderer. */
export interface JsonAd {
  /** Where a click leads (the service's tracking link). */
  statlink: string;
  /** Advertiser name (plain text). */
  company: string;
  /** Ad text; may hold inline HTML the renderer sanitises. */
  description: string;
  /** Image URL, or null when the answer had no usable one. */
  image: string | null;
  /** Impression pixels to request on display: `statimp` first, then each `pixel` entry. */
  pixels: string[];
}

/** Answers longer than this are refused unread (a sane answer is a few kilobytes). */
export const MAX_PAYLOAD_CHARS = 100_000;
const MAX_TEXT_CHARS = 400;
const MAX_PIXELS = 10;

/** The value as an absolute https URL string, or null. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT_CHARS) : '';
}

/** A timestamp as the digits the pixels expect (the service sends a string or a number). */
function timestamp(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(Math.trunc(value));
  return typeof value === 'string' && /^\d{1,20}$/.test(value.trim()) ? value.trim() : '';
}

/** `statimp`, then each `||`-separated `pixel` entry with `[timestamp]` replaced; only https kept. */
export function impressionPixels(raw: Record<string, unknown>): string[] {
  const stamp = timestamp(raw.timestamp);
  const entries = typeof raw.pixel === 'string' ? raw.pixel.split('||') : [];
  const candidates = [raw.statimp, ...entries.map((entry) => entry.trim().split('[timestamp]').join(stamp))];
  const pixels: string[] = [];
  for (const candidate of candidates) {
    const url = httpsUrl(candidate);
    if (url && !pixels.includes(url)) pixels.push(url);
    if (pixels.length === MAX_PIXELS) break;
  }
  return pixels;
}

/** One entry of the answer as a usable ad: it needs an https `statlink` and some text. */
export function toJsonAd(raw: unknown): JsonAd | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entry = raw as Record<string, unknown>;
  const statlink = httpsUrl(entry.statlink);
  const description = text(entry.description);
  const company = text(entry.company);
  if (!statlink || (description === '' && company === '')) return null;
  return { statlink, company, description, image: httpsUrl(entry.image), pixels: impressionPixels(entry) };
}

export type PayloadResult = { ok: true; ad: JsonAd | null } | { ok: false; reason: 'too-large' | 'malformed' | 'wrong-shape' };

/**
 * Reads the service's answer (`{ "ads": [ … ] }`): the first usable ad, `ad: null` for a well-formed
 * answer without one (worth another try), or why the answer is unusable.
 */
export function parseAdPayload(body: unknown): PayloadResult {
  if (typeof body !== 'string') return { ok: false, reason: 'malformed' };
  if (body.length > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const ads = typeof data === 'object' && data !== null ? (data as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) return { ok: false, reason: 'wrong-shape' };
  for (const raw of ads.slice(0, 50)) {
    const ad = toJsonAd(raw);
    if (ad) return { ok: true, ad };
  }
  return { ok: true, ad: null };
}
