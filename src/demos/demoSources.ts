/**
 * The demos' sources files in the browser (pure: the fetch is injected): each URL is fetched once per
 * page session and shared by every demo that names it; a failed fetch is forgotten, so the next
 * action that needs the file asks again.
 */
import type { CodeStyling, DemoSources, DemoStylingSources } from '../contracts';

/** The part of `fetch`'s answer read here. */
export interface SourcesResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export interface DemoSourcesCache {
  /** The file, fetched at most once while the fetch succeeds (the same promise for every caller). */
  load(url: string): Promise<DemoSources>;
  /** The file when it has arrived already, else undefined. */
  get(url: string): DemoSources | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isHighlighted = (value: unknown) => isRecord(value) && typeof value.code === 'string' && typeof value.html === 'string';
const isLanguage = (value: unknown) => isHighlighted(value) && isRecord(value) && (value.preview === null || isHighlighted(value.preview));
const isFileMap = (value: unknown) => isRecord(value) && Object.values(value).every((content) => typeof content === 'string');

function isStylingSources(value: unknown): value is DemoStylingSources {
  return (
    isRecord(value) &&
    isLanguage(value.TS) &&
    isLanguage(value.JS) &&
    Array.isArray(value.imports) &&
    value.imports.every((item) => typeof item === 'string') &&
    isRecord(value.files) &&
    isFileMap(value.files.TS) &&
    isFileMap(value.files.JS) &&
    (value.filesHtml === undefined || (isRecord(value.filesHtml) && isFileMap(value.filesHtml.TS) && isFileMap(value.filesHtml.JS)))
  );
}

/** The file's content when it has the shape the build writes (`DemoSources`), else null. */
export function parseDemoSources(value: unknown): DemoSources | null {
  if (!isRecord(value) || !isRecord(value.stylings)) return null;
  const stylings = value.stylings as Partial<Record<CodeStyling, unknown>>;
  if (!isStylingSources(stylings['MUI System'])) return null;
  return Object.values(stylings).every(isStylingSources) ? (value as unknown as DemoSources) : null;
}

export function createDemoSourcesCache(fetchFile: (url: string) => Promise<SourcesResponse>): DemoSourcesCache {
  const pending = new Map<string, Promise<DemoSources>>();
  const arrived = new Map<string, DemoSources>();
  return {
    load(url) {
      let promise = pending.get(url);
      if (!promise) {
        promise = fetchFile(url).then(async (response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          const sources = parseDemoSources(await response.json());
          if (!sources) throw new Error(`${url} is not a demo sources file`);
          arrived.set(url, sources);
          return sources;
        });
        // A failed fetch may be retried by the next action that needs the file.
        const settled = promise;
        settled.catch(() => {
          if (pending.get(url) === settled) pending.delete(url);
        });
        pending.set(url, settled);
      }
      return promise;
    },
    get: (url) => arrived.get(url),
  };
}

/** The page's one cache, over the browser's fetch (the HTTP cache and the service worker sit behind it). */
export const demoSourcesCache: DemoSourcesCache = createDemoSourcesCache((url) => fetch(url));
