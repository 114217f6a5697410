/**
 * The messages between a demo on the page and the frame that runs it once edited (pure). The page
 * posts the code and the look (colour scheme and direction); the frame answers when it is ready,
 * with each run's outcome, its content's height and errors thrown later (a click handler). Each
 * side accepts only the other's window and origin, and only messages of this shape.
 */
import type { DemoError } from './transpile';

export type Look = { mode: 'light' | 'dark'; direction: 'ltr' | 'rtl' };

export type ToFrame =
  | { type: 'demo-render'; id: number; module: string; licensed: boolean; entry: string; files: Record<string, string> }
  | ({ type: 'demo-look' } & Look);

export type FromFrame =
  | { type: 'demo-ready' }
  | { type: 'demo-result'; id: number; error: DemoError | null }
  | { type: 'demo-height'; height: number }
  | { type: 'demo-error'; error: DemoError };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiles = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isDemoError(value: unknown): value is DemoError {
  return (
    isRecord(value) &&
    (value.kind === 'syntax' || value.kind === 'runtime') &&
    typeof value.message === 'string' &&
    typeof value.file === 'string' &&
    (value.line === undefined || isCount(value.line)) &&
    (value.column === undefined || isCount(value.column))
  );
}

/** A message the frame accepts, or null. */
export function parseToFrame(data: unknown): ToFrame | null {
  if (!isRecord(data)) return null;
  if (data.type === 'demo-render') {
    const ok = isCount(data.id) && typeof data.module === 'string' && typeof data.licensed === 'boolean' && typeof data.entry === 'string' && isFiles(data.files) && data.entry in data.files;
    return ok ? (data as ToFrame) : null;
  }
  if (data.type === 'demo-look') {
    const ok = (data.mode === 'light' || data.mode === 'dark') && (data.direction === 'ltr' || data.direction === 'rtl');
    return ok ? (data as ToFrame) : null;
  }
  return null;
}

/** A message the page accepts, or null. */
export function parseFromFrame(data: unknown): FromFrame | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'demo-ready':
      return { type: 'demo-ready' };
    case 'demo-result':
      return isCount(data.id) && (data.error === null || isDemoError(data.error)) ? (data as FromFrame) : null;
    case 'demo-height':
      return isCount(data.height) ? (data as FromFrame) : null;
    case 'demo-error':
      return isDemoError(data.error) ? (data as FromFrame) : null;
    default:
      return null;
  }
}

/**
 * Whether the page should read a message: from its frame's window, whose origin is the page's own
 * or, sandboxed without `allow-same-origin`, opaque (`"null"`).
 */
export function isFromFrame(event: Pick<MessageEvent, 'origin' | 'source'>, frame: unknown, pageOrigin: string): boolean {
  return frame !== null && event.source === frame && (event.origin === 'null' || event.origin === pageOrigin);
}

/** Whether the frame should read a message: from the page that holds it, on the site's origin. */
export function isFromPage(event: Pick<MessageEvent, 'origin' | 'source'>, parent: unknown, siteOrigin: string): boolean {
  return event.source === parent && event.origin === siteOrigin;
}
