/**
 * Where `next dev`'s first answer went, read from Next's trace (`.next/dev/trace`: lines of JSON arrays
 * of spans, each with a name, a duration in microseconds and tags). Pure; used by benchDev.mjs.
 */
interface Span {
  name: string;
  /** Start, in microseconds. */
  timestamp: number;
  duration: number;
  tags?: Record<string, unknown>;
}

export interface FirstAnswerParts {
  /** The first compile of the browser's bundle (Next compiles it before the server's). */
  browserCompileSeconds: number | null;
  serverCompileSeconds: number | null;
  /** The first request, once compiled: `getStaticPaths`, `getStaticProps`, the render. */
  requestSeconds: number | null;
  /** Modules the browser's first compile built (each counted once). */
  browserModules: number;
  serverModules: number;
}

/** The spans of a trace file; a line that is not a JSON array of spans is skipped. */
export function traceSpans(text: string): Span[] {
  return text.split('\n').flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return Array.isArray(parsed)
        ? (parsed as Span[]).filter((span) => typeof span?.name === 'string' && typeof span.duration === 'number' && typeof span.timestamp === 'number')
        : [];
    } catch {
      return [];
    }
  });
}

const seconds = (microseconds: number) => Number((microseconds / 1e6).toFixed(2));

/** The longest span of a name (tagged `name: tagName` when given) among `spans`. */
function longest(spans: Span[], name: string, tagName?: string): number | null {
  const durations = spans.filter((span) => span.name === name && (tagName === undefined || span.tags?.name === tagName)).map((span) => span.duration);
  return durations.length === 0 ? null : seconds(Math.max(...durations));
}

function modulesOf(spans: Span[], layer: string): number {
  const names = new Set<string>();
  for (const span of spans) {
    if (!span.name.startsWith('build-module') || span.tags?.layer !== layer || typeof span.tags.name !== 'string') continue;
    // The resource after the loaders (`loader!loader!/path/file.tsx`).
    names.add(span.tags.name.split('!').pop()!);
  }
  return names.size;
}

/**
 * The first answer for `url`: its request, and what ran before it ended (the compiles it waited for).
 * Later pages of the same session do not count. All null and 0 when the trace has no such request.
 */
export function firstAnswerParts(traceText: string, url: string): FirstAnswerParts {
  const spans = traceSpans(traceText);
  const request = spans.filter((span) => span.name === 'handle-request' && span.tags?.url === url).sort((a, b) => a.timestamp - b.timestamp)[0];
  const before = request ? spans.filter((span) => span.timestamp < request.timestamp + request.duration) : [];
  return {
    browserCompileSeconds: longest(before, 'webpack-compilation', 'client'),
    serverCompileSeconds: longest(before, 'webpack-compilation', 'server'),
    requestSeconds: request ? seconds(request.duration) : null,
    browserModules: modulesOf(before, 'pages-dir-browser'),
    serverModules: modulesOf(before, 'pages-dir-node'),
  };
}
