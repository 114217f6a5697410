/**
 * The edited demo's files to runnable code (pure; the frame runs it): sucrase strips the types
 * (TS files), compiles JSX with React's automatic runtime and turns the imports into `require` calls
 * (resolved by evaluate.ts from the demo's scope). Sucrase keeps every line where it was, so a line
 * the browser reports while running the output is the line of the reader's code.
 */
import { transform } from 'sucrase';

export interface CodeLocation {
  /** The file as the reader sees it (`BasicGrid.tsx`, `data/employees.ts`). */
  file: string;
  /** 1-based, when known. */
  line?: number;
  column?: number;
}

export interface DemoError extends CodeLocation {
  kind: 'syntax' | 'runtime';
  message: string;
}

export type Transpiled = { ok: true; code: string } | { ok: false; error: DemoError };

const TYPED = /\.tsx?$/;

/**
 * The parser's messages end with `(line:column)` and its errors carry `loc`; the JSX step's few errors
 * (`<b x="1" << />`: a tag that does not end) carry no position, and are shown without a line.
 */
function syntaxError(file: string, error: unknown): DemoError {
  const message = error instanceof Error ? error.message : String(error);
  const loc = (error as { loc?: { line?: number; column?: number } } | null)?.loc;
  const match = /\((\d+):(\d+)\)\s*$/.exec(message);
  const line = loc?.line ?? (match ? Number(match[1]) : undefined);
  // Sucrase counts columns from 0; editors (and the message shown) from 1.
  const column = loc?.column !== undefined ? loc.column + 1 : match ? Number(match[2]) + 1 : undefined;
  // The file is named by the message shown: sucrase's own "Error transforming <file>: " goes.
  const text = message.replace(/^Error transforming [^:]*: /, '').replace(/\s*\(\d+:\d+\)\s*$/, '');
  return { kind: 'syntax', file, line, column, message: text };
}

/** One file of the demo (`.tsx`, `.ts`, `.jsx` or `.js`) as CommonJS for the frame's module runner. */
export function transpile(file: string, source: string): Transpiled {
  try {
    const { code } = transform(source, {
      transforms: TYPED.test(file) ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: file,
    });
    return { ok: true, code };
  } catch (error) {
    return { ok: false, error: syntaxError(file, error) };
  }
}
