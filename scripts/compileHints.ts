/**
 * Build time: V8's explicit compile hint on the scripts every page runs at start-up.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called; the start-up
 * scripts (React DOM, Next's client, the app shell) call most of their functions while the page
 * hydrates, so that compiling sits inside the long tasks of a page's start. A file beginning with
 * the magic comment `//# allFunctionsCalledOnLoad` is compiled eagerly instead, on a background
 * thread while it downloads (Chrome 136 and later; other engines read a comment). Only the chunks
 * every start-up runs get it: the initial ones, and the on-demand chunks a page's HTML already names
 * because the server rendered them (`next/dynamic`), listed by their `webpackChunkName`. Other
 * on-demand chunks (live demos, dialogs) call a small part of what they hold.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk as webpack describes it, reduced to what the choice reads. */
export interface ChunkFacts {
  /** Loaded by a page's HTML (an entry or one of its split chunks), not on demand. */
  initial: boolean;
  /** Its `webpackChunkName`, if it has one. */
  name?: string | null;
  files: Iterable<string>;
}

/** The JavaScript files that should start with the compile hint. */
export function filesToHint(chunks: Iterable<ChunkFacts>, startupChunkNames: readonly string[] = []): string[] {
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.initial && !(chunk.name && startupChunkNames.includes(chunk.name))) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/** Minimal shapes of the webpack objects the plugin touches (Next bundles its own webpack). */
interface HintCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, callback: (compilation: HintCompilation) => void): void } };
}
interface HintCompilation {
  chunks: Iterable<{ canBeInitial(): boolean; name?: string | null; files: Iterable<string> }>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, callback: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}

/**
 * Adds the compile hint to the initial chunks of the browser build, after minification (which
 * would strip the comment) and before the content hashes are final.
 */
export class CompileHintsPlugin {
  /** `startupChunkNames`: on-demand chunks that pages load at start-up (server-rendered `next/dynamic`). */
  constructor(private readonly startupChunkNames: readonly string[] = []) {}

  apply(compiler: HintCompiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const chunks = [...compilation.chunks].map((chunk) => ({ initial: chunk.canBeInitial(), name: chunk.name, files: chunk.files }));
        for (const file of filesToHint(chunks, this.startupChunkNames)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
