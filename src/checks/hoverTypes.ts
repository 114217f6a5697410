import path from 'node:path';
import { createFenceHost, fenceEnvironment, type FenceHost } from './fenceCheck';
import { quickInfoTokens, type QuickInfo } from './quickInfo';

/**
 * Hover types, build side: the quick info of every name readers see in a code block, computed with
 * the docs check's compiler host (its parsed declaration files and its programs, one per import
 * environment: see fenceEnvironment) over the same virtual files it checks.
 */

/** A code block to read: what the compiler reads, and what readers see of it. */
export interface HoverBlock {
  key: string;
  /** The full module, as the compiler reads it (hidden context included). */
  compiled: string;
  /** What the page shows: lines of `compiled`, some left out, possibly dedented. */
  shown: string;
  jsx: boolean;
  /** Folder the virtual file lives in (relative imports resolve from there); the docs check's by default. */
  directory?: string;
  /** Zero-based lines of `compiled` that are hidden (a fence's notation); without it, lines are matched. */
  hiddenLines?: readonly number[];
}

/** A name of a block's shown code with its quick info; `start` is its offset in the shown code. */
export interface BlockToken {
  start: number;
  name: string;
  info: QuickInfo;
}

interface LinePlace {
  shownLine: number;
  indent: number;
}

const isBlank = (line: string) => line.trim() === '';

/** The compiled line each shown line is, with the indentation the page removed from it; null when they do not match. */
export function alignShownLines(compiled: string, shown: string, hiddenLines?: readonly number[]): Map<number, LinePlace> | null {
  const source = compiled.replace(/\n$/, '').split('\n');
  const target = shown.replace(/\n$/, '').split('\n');
  const places = new Map<number, LinePlace>();
  if (hiddenLines) {
    // A fence: its visible lines, without the blank lines the cut leaves at either end.
    const hidden = new Set(hiddenLines);
    const visible = source.map((_line, index) => index).filter((index) => !hidden.has(index));
    while (visible.length > 0 && isBlank(source[visible[0]])) visible.shift();
    while (visible.length > 0 && isBlank(source[visible[visible.length - 1]])) visible.pop();
    if (visible.length !== target.length || visible.some((line, index) => source[line] !== target[index])) return null;
    visible.forEach((line, index) => places.set(line, { shownLine: index, indent: 0 }));
    return places;
  }
  // A demo's excerpt: a run of consecutive lines of the source, dedented by one amount.
  for (let first = 0; first + target.length <= source.length; first += 1) {
    const anchor = target.findIndex((line) => !isBlank(line));
    const indent = anchor === -1 ? 0 : source[first + anchor].length - target[anchor].length;
    const fits = (line: string, index: number) => {
      const candidate = source[first + index];
      return isBlank(line) ? isBlank(candidate) : indent >= 0 && candidate === `${' '.repeat(indent)}${line}`;
    };
    if (target.every(fits)) {
      target.forEach((_line, index) => places.set(first + index, { shownLine: index, indent }));
      return places;
    }
  }
  return null;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') starts.push(index + 1);
  return starts;
}

/** Which module a block compiles: blocks with the same one are read once (and shared out together). */
export function moduleOf(block: HoverBlock): string {
  return `${block.directory ?? ''}\0${block.jsx}\0${block.compiled}`;
}

/**
 * The quick info of every shown name of `blocks`, by block key. A block whose shown code cannot be
 * placed in its compiled code gets none (and the page shows it without hovers). Blocks that compile
 * the same module (a demo's preview and its full source) are read once.
 */
export function extractHoverTokens(blocks: readonly HoverBlock[], host: FenceHost = createFenceHost(), root: string = process.cwd()): Map<string, BlockToken[]> {
  const result = new Map<string, BlockToken[]>();
  type Placed = { block: HoverBlock; places: Map<number, LinePlace> };
  type Module = { fileName: string; compiled: string; placed: Placed[] };
  const environments = new Map<string, Map<string, Module>>();
  blocks.forEach((block) => {
    const places = alignShownLines(block.compiled, block.shown, block.hiddenLines);
    if (!places) return;
    const directory = block.directory ?? path.join(root, '.docs-check');
    const environment = fenceEnvironment(block.compiled);
    const modules = environments.get(environment) ?? new Map<string, Module>();
    environments.set(environment, modules);
    const id = moduleOf(block);
    const module = modules.get(id) ?? { fileName: path.join(directory, `__hover_${modules.size}.${block.jsx ? 'tsx' : 'ts'}`), compiled: block.compiled, placed: [] };
    modules.set(id, module);
    module.placed.push({ block, places });
  });
  for (const modules of environments.values()) {
    const program = host.program(new Map([...modules.values()].map((module) => [module.fileName, module.compiled])));
    for (const { fileName, compiled, placed } of modules.values()) {
      const sourceFile = program.getSourceFile(fileName);
      if (!sourceFile) continue;
      // Each name any of the module's blocks shows, described once.
      const tokens = quickInfoTokens(program, sourceFile, (offset) => placed.some(({ places }) => places.has(sourceFile.getLineAndCharacterOfPosition(offset).line)));
      for (const { block, places } of placed) {
        const shownStarts = lineStarts(block.shown);
        const toShown = (offset: number): number => {
          const { line, character } = sourceFile.getLineAndCharacterOfPosition(offset);
          const place = places.get(line);
          return place && character >= place.indent ? shownStarts[place.shownLine] + character - place.indent : -1;
        };
        const shown = tokens.flatMap((token) => {
          const start = toShown(token.start);
          return start >= 0 ? [{ start, name: compiled.slice(token.start, token.end), info: token.info }] : [];
        });
        result.set(block.key, shown);
      }
    }
  }
  return result;
}
