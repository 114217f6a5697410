/**
 * Hover types over several cores: the blocks are shared out between child processes
 * (scripts/build/hoverTypesWorker.ts), each with its own compiler, by the size of the modules they
 * compile. Blocks compiling the same module stay together, so that each module is read once.
 */
import path from 'node:path';
import { buildWorkerCount, inChildProcess } from '../lib/childWork';
import { extractHoverTokens, moduleOf, type BlockToken, type HoverBlock } from './hoverTypes';

/** What a worker sends back: every block's tokens. */
export interface HoverWorkerResult {
  tokens: Array<[string, BlockToken[]]>;
  cpuSeconds: number;
}

/**
 * `blocks` in `count` shares of about equal weight (the length of the code each compiles, once per
 * module), every block of a module in the same share; in their first order within a share.
 */
export function shareBlocks(blocks: readonly HoverBlock[], count: number): HoverBlock[][] {
  const modules = new Map<string, { weight: number; indexes: number[] }>();
  blocks.forEach((block, index) => {
    const id = moduleOf(block);
    const module = modules.get(id) ?? { weight: block.compiled.length, indexes: [] };
    module.indexes.push(index);
    modules.set(id, module);
  });
  const shares = Array.from({ length: Math.max(1, count) }, () => ({ weight: 0, indexes: [] as number[] }));
  for (const module of [...modules.values()].sort((a, b) => b.weight - a.weight)) {
    const lightest = shares.reduce((best, share) => (share.weight < best.weight ? share : best));
    lightest.weight += module.weight;
    lightest.indexes.push(...module.indexes);
  }
  return shares.filter((share) => share.indexes.length > 0).map((share) => share.indexes.sort((a, b) => a - b).map((index) => blocks[index]));
}

const inChild = (blocks: readonly HoverBlock[], root: string) =>
  inChildProcess<readonly HoverBlock[], HoverWorkerResult>(path.join(root, 'scripts', 'build', 'hoverTypesWorker.ts'), blocks, 'hover types', root);

/**
 * The same as extractHoverTokens, in up to `workers` child processes (one per core by default, at
 * most 4); in this process when one is enough or the blocks are few. `workerCpuSeconds`: the CPU
 * time the children took, for the build's report.
 */
export async function extractHoverTokensInParallel(
  blocks: readonly HoverBlock[],
  workers: number = buildWorkerCount(),
  root: string = process.cwd(),
): Promise<{ tokens: Map<string, BlockToken[]>; workerCpuSeconds: number[] }> {
  if (workers <= 1 || blocks.length < 2 * workers) return { tokens: extractHoverTokens(blocks, undefined, root), workerCpuSeconds: [] };
  const answers = await Promise.all(shareBlocks(blocks, workers).map((share) => inChild(share, root)));
  return { tokens: new Map(answers.flatMap((answer) => answer.tokens)), workerCpuSeconds: answers.map((answer) => answer.cpuSeconds) };
}
