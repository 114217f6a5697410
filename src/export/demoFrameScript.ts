/**
 * Build time (pure): pages with a demo name the demo frame's chunk in their HTML.
 *
 * The frame (src/demos/DemoFrame.tsx: toolbar, code, the live demo's box) is a lazy chunk, so the
 * pages without a demo do not carry a loader for it. A page that has one needs the chunk while it
 * hydrates: named after the page's own scripts (deferred, like them), it downloads with them and is
 * in place before hydration reaches a demo. It then does not depend on a request made after load,
 * which would fail once a new deployment has replaced the chunks (the frame would give way to an
 * error message instead of keeping its code).
 */

/** The chunk's file name pattern (webpackChunkName "page-aid-demo" + 8 hex digits of its hash). */
const DEMO_FRAME_CHUNK = /^page-aid-demo\.[0-9a-f]{8}\.js$/;

/** The demo frame's chunk among the file names of `_next/static/chunks`; throws when there is not exactly one. */
export function demoFrameChunk(fileNames: readonly string[]): string {
  const found = fileNames.filter((name) => DEMO_FRAME_CHUNK.test(name));
  if (found.length !== 1) {
    throw new Error(`expected one demo frame chunk (page-aid-demo.<hash>.js) in _next/static/chunks, found ${found.length ? found.join(', ') : 'none'}`);
  }
  return found[0];
}

const DEMO_IN_PAGE = /<div\b[^>]*\bdata-demo="/;
const NEXT_SCRIPT = /<script src="\/_next\/static\/chunks\/[^"]+" defer="">\s*<\/script>/g;

/**
 * The page with `<script src>` for the chunk after its last Next.js script when the page shows a
 * demo and does not name it yet; otherwise the page unchanged.
 */
export function withDemoFrameScript(html: string, src: string): string {
  if (!DEMO_IN_PAGE.test(html) || html.includes(`src="${src}"`)) return html;
  const scripts = [...html.matchAll(NEXT_SCRIPT)];
  const last = scripts.at(-1);
  if (!last) throw new Error('a page with a demo names no Next.js script: cannot add the demo frame chunk');
  const end = last.index + last[0].length;
  return `${html.slice(0, end)}<script src="${src}" defer=""></script>${html.slice(end)}`;
}
