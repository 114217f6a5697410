/**
 * Hidden context in the code fences of the guides, in twoslash's notation (the one Shiki, VitePress
 * and the TypeScript handbook use), so a fragment can be type-checked while readers see, and copy,
 * only the lines that matter:
 *
 * - `// ---cut---` (or `// ---cut-before---`): this line and every line above it are hidden;
 * - `// ---cut-after---`: this line and every line below it are hidden;
 * - `// ---cut-start---` … `// ---cut-end---`: both lines and the lines between them are hidden;
 * - `// @errors: 2322 2769`: the fence shows wrong code on purpose; the check expects exactly these
 *   TypeScript error codes (and fails when the code compiles or fails otherwise). Hidden too.
 *
 * Markers apply to the type-checked languages (ts, tsx, js, jsx); other fences are shown as written.
 */

/** Fence languages whose code the docs check compiles (`ts`, `tsx`) or parses (`js`, `jsx`). */
export const TYPED_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);
export const UNTYPED_LANGUAGES = new Set(['js', 'jsx', 'javascript']);

function hasFenceNotation(language: string): boolean {
  return TYPED_LANGUAGES.has(language) || UNTYPED_LANGUAGES.has(language);
}

export interface ParsedFence {
  /** What readers see and copy: hidden lines and markers removed, trailing newline kept. */
  shown: string;
  /**
   * What the compiler reads: every line of the fence, markers blanked, so line N of it is line N of
   * the fence (errors point at the markdown line).
   */
  compiled: string;
  /** Error codes the fence declares with `// @errors:` (empty: it must compile). */
  expectedErrors: number[];
  /** Zero-based fence lines hidden from readers. */
  hiddenLines: number[];
}

/** Malformed notation; `line` is the zero-based fence line it is on. */
export class FenceNotationError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'FenceNotationError';
  }
}

const MARKER = /^\s*\/\/\s*---(cut|cut-before|cut-after|cut-start|cut-end)---\s*$/;
const ERRORS = /^\s*\/\/\s*@errors:(.*)$/;

/** Reads the notation of one fence's content; a malformed one throws a message saying what is wrong. */
export function parseFence(code: string): ParsedFence {
  const trailingNewline = code.endsWith('\n');
  const lines = (trailingNewline ? code.slice(0, -1) : code).split('\n');
  const hidden = new Array<boolean>(lines.length).fill(false);
  const compiled = [...lines];
  const expectedErrors: number[] = [];
  let rangeStart: number | null = null;
  let cutBefore = -1;
  let cutAfter = lines.length;

  lines.forEach((line, index) => {
    const errors = ERRORS.exec(line);
    if (errors) {
      const codes = errors[1].trim().split(/[\s,]+/).filter(Boolean);
      if (codes.length === 0 || codes.some((item) => !/^\d{4,5}$/.test(item))) {
        throw new FenceNotationError(index, '"// @errors:" takes TypeScript error codes, e.g. "// @errors: 2322"');
      }
      expectedErrors.push(...codes.map(Number));
      hidden[index] = true;
      compiled[index] = '';
      return;
    }
    const marker = MARKER.exec(line)?.[1];
    if (!marker) return;
    hidden[index] = true;
    compiled[index] = '';
    if (marker === 'cut' || marker === 'cut-before') {
      if (cutBefore >= 0) throw new FenceNotationError(index, 'a second "// ---cut---" (one per fence)');
      cutBefore = index;
    } else if (marker === 'cut-after') {
      cutAfter = Math.min(cutAfter, index);
    } else if (marker === 'cut-start') {
      if (rangeStart !== null) throw new FenceNotationError(index, '"// ---cut-start---" inside another one');
      rangeStart = index;
    } else {
      if (rangeStart === null) throw new FenceNotationError(index, '"// ---cut-end---" without "// ---cut-start---"');
      hidden.fill(true, rangeStart, index + 1);
      rangeStart = null;
    }
  });
  if (rangeStart !== null) throw new FenceNotationError(rangeStart, '"// ---cut-start---" is never closed by "// ---cut-end---"');
  hidden.fill(true, 0, cutBefore + 1);
  hidden.fill(true, cutAfter);

  const visible = lines.filter((_line, index) => !hidden[index]);
  // A blank line left over at either end of the visible part is an artefact of the cut.
  while (visible.length > 0 && visible[0].trim() === '') visible.shift();
  while (visible.length > 0 && visible[visible.length - 1].trim() === '') visible.pop();
  if (visible.length === 0) throw new FenceNotationError(0, 'every line of the fence is hidden: readers would see an empty block');
  return {
    shown: visible.join('\n') + (trailingNewline ? '\n' : ''),
    compiled: compiled.join('\n') + (trailingNewline ? '\n' : ''),
    expectedErrors,
    hiddenLines: hidden.flatMap((isHidden, index) => (isHidden ? [index] : [])),
  };
}

/** The code readers see for a fence: the notation of typed languages removed, others untouched. */
export function shownCode(code: string, language: string): string {
  return hasFenceNotation(language) ? parseFence(code).shown : code;
}
