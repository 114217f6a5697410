/**
 * Page feedback (pure): what the reader's answer and comment become as analytics events, and
 * whether they can be sent at all.
 */
import type { AnalyticsEvent, Delivery } from '../analytics/sendEvent';
import type { ConsentStatus } from '../analytics/consent';

export type FeedbackAnswer = 'yes' | 'no';

/** The heading a hash names (`#sorting-mode` -> `sorting-mode`) when it is one of `ids` (pure). */
export function headingFromHash(hash: string, ids: readonly string[]): string | null {
  if (!hash || hash === '#') return null;
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the raw text is the only candidate.
  }
  return ids.includes(id) ? id : null;
}


/**
 * Longest comment, in UTF-16 code units like the textarea's `maxLength` and Google Analytics' limits:
 * five event parameters of 100 (longer values are cut).
 */
export const COMMENT_MAX = 500;
const PARAMETER_MAX = 100;

/** The event category of every feedback event. */
const FEEDBACK_CATEGORY = 'page_feedback';

/**
 * Why an answer cannot be sent, known before trying: the reader chose "Essential only", has not
 * answered the consent prompt yet (nothing is sent before "Allow analytics"), or analytics cannot run
 * (Do Not Track, Global Privacy Control, no measurement id, no analytics provider). Null when it may be sent.
 */
export type NotSentReason = 'essential' | 'undecided' | 'unavailable' | 'blocked';

export function reasonNotSent(consent: 'unknown' | ConsentStatus | undefined): NotSentReason | null {
  if (consent === undefined || consent === 'unavailable') return 'unavailable';
  if (consent === 'essential') return 'essential';
  if (consent === 'undecided') return 'undecided';
  return null;
}

/** After sending: a dropped event means analytics could not start (blocked script, no connection). */
export function reasonAfterSending(delivery: Delivery): NotSentReason | null {
  return delivery === 'dropped' ? 'blocked' : null;
}

/** Splits a text into pieces of at most `size` code units, never inside a character made of two. */
function pieces(text: string, size: number): string[] {
  const result: string[] = [];
  let piece = '';
  for (const character of text) {
    if (piece.length + character.length > size) {
      result.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece) result.push(piece);
  return result;
}

/** The comment as it is sent: trimmed, line breaks normalised, at most COMMENT_MAX code units. */
export function cleanComment(text: string): string {
  return (pieces(text.replace(/\r\n?/g, '\n').trim(), COMMENT_MAX)[0] ?? '').trim();
}

interface FeedbackContext {
  /** The page's pathname (`/x/react-data-grid/sorting`). */
  pathname: string;
  answer: FeedbackAnswer;
  /** The heading the reader arrived at through a heading link, if any. */
  section: string | null;
}

/** The answer: `page_feedback` / `yes` or `no`, labelled with the page. */
export function answerEvent({ pathname, answer, section }: FeedbackContext): AnalyticsEvent {
  return { category: FEEDBACK_CATEGORY, action: answer, label: pathname, ...(section ? { params: { section } } : {}) };
}

/** The comment, cut into `comment_1`, `comment_2`… (100 code units each), with the answer it follows. */
export function commentEvent({ pathname, answer, section, comment }: FeedbackContext & { comment: string }): AnalyticsEvent {
  const params: Record<string, string> = { answer };
  if (section) params.section = section;
  pieces(cleanComment(comment), PARAMETER_MAX).forEach((piece, index) => {
    params[`comment_${index + 1}`] = piece;
  });
  return { category: FEEDBACK_CATEGORY, action: 'comment', label: pathname, params };
}
