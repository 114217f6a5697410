/**
 * Runs an edited demo's files as modules (pure but for `evaluate`, which the frame's policy allows
 * and tests inject): each file is transpiled (transpile.ts), wrapped as a CommonJS module and
 * evaluated once per run; `require` gives the demo's scope for a package (scope.ts) and the
 * demo's own files for a relative path (`./data/employees`). The entry's default export is the
 * component to render. Any failure comes back as a `DemoError` with its file and line.
 */
import { transpile, type DemoError } from './transpile';
import { scopeError, type DemoScope } from './scope';

/** Where the frame's modules say they come from: stack traces name `demo-edit/<file>:<line>:<column>`. */
export const SOURCE_PREFIX = 'demo-edit/';
const WRAPPER = '(function (require, exports, module) {';

export type Evaluate = (code: string) => unknown;
/** Indirect eval: global scope, and the `sourceURL` comment names the file in stack traces. */
export const indirectEval: Evaluate = (code) => (0, eval)(code);

export type RunResult = { ok: true; Component: unknown } | { ok: false; error: DemoError };

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

/** `./data/employees` required from `Demo.tsx` -> `data/employees.ts` when the demo has it. */
export function resolveFile(from: string, specifier: string, files: Readonly<Record<string, string>>): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  const base = parts.join('/');
  const found = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => candidate in files);
  return found ?? null;
}

/** The reader's file and line of an error thrown by a module of the frame, read from its stack. */
export function locateError(error: unknown, fallbackFile: string): Omit<DemoError, 'kind'> {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = SOURCE_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}([^\\s:()]+):(\\d+):(\\d+)`).exec(stack);
  if (!match) return { file: fallbackFile, message };
  const line = Number(match[2]);
  // Line 1 starts with the module wrapper.
  const column = line === 1 ? Math.max(1, Number(match[3]) - WRAPPER.length) : Number(match[3]);
  return { file: match[1], line, column, message };
}

interface Module {
  exports: Record<string, unknown>;
}

/** Evaluates `entry` with its files and scope; the first syntax error of any file stops it first. */
export function runDemo(
  entry: string,
  files: Readonly<Record<string, string>>,
  scope: DemoScope,
  evaluate: Evaluate = indirectEval,
): RunResult {
  const compiled = new Map<string, string>();
  for (const [file, source] of Object.entries(files)) {
    if (!/\.[jt]sx?$/.test(file)) continue;
    const result = transpile(file, source);
    if (!result.ok) return { ok: false, error: result.error };
    compiled.set(file, result.code);
  }
  const cache = new Map<string, Module>();
  const load = (file: string): Module => {
    const cached = cache.get(file);
    if (cached) return cached;
    const module: Module = { exports: {} };
    cache.set(file, module);
    const factory = evaluate(`${WRAPPER}${compiled.get(file)}\n})\n//# sourceURL=${SOURCE_PREFIX}${file}`) as (
      require: (specifier: string) => unknown,
      exports: Module['exports'],
      module: Module,
    ) => void;
    factory((specifier) => requireFrom(file, specifier), module.exports, module);
    return module;
  };
  const requireFrom = (from: string, specifier: string): unknown => {
    if (specifier.startsWith('.')) {
      const file = resolveFile(from, specifier, files);
      if (file && compiled.has(file)) return load(file).exports;
    }
    const provided = scope.modules[specifier];
    if (provided) return provided;
    throw scopeError(specifier, scope);
  };
  try {
    const exported = load(entry).exports.default;
    if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) {
      return { ok: false, error: { kind: 'runtime', file: entry, message: `${entry} must export its demo as the default export (export default function Demo() { … })` } };
    }
    return { ok: true, Component: exported };
  } catch (error) {
    return { ok: false, error: { kind: 'runtime', ...locateError(error, entry) } };
  }
}
