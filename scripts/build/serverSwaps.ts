/**
 * Modules the server build replaces with a stand-in (next.config.ts). The browser loads demos and
 * their frame lazily; the server renders the frame directly and never loads a live demo. Matched on
 * the resolved file, so any import of the module is swapped, whatever its specifier; a unit test
 * (serverSwaps.test.ts) fails if either file of a pair is renamed or removed.
 */
import path from 'node:path';

export const SERVER_SWAPS: ReadonlyArray<{ browser: string; server: string }> = [
  { browser: 'src/demos/demoModules.ts', server: 'src/demos/demoModules.server.ts' },
  { browser: 'src/demos/DemoFrame.tsx', server: 'src/demos/DemoFrame.server.tsx' },
  { browser: 'src/demos/runner/loadScope.ts', server: 'src/demos/runner/loadScope.server.ts' },
];

/** A pattern matching the resolved path of `file` (relative to the root), with either separator. */
export function resolvedPathPattern(file: string): RegExp {
  const escaped = file.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]${escaped.join('[\\\\/]')}$`);
}

/** The swaps as webpack replacement rules: the pattern and the absolute stand-in. */
export function serverSwapRules(root: string = process.cwd()) {
  return SERVER_SWAPS.map(({ browser, server }) => ({ pattern: resolvedPathPattern(browser), replacement: path.join(root, server) }));
}
