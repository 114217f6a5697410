/**
 * The demos' builds over several cores, ahead of the prebuild steps that read them: the demos with
 * no stored build (demoBuildStore.ts) are shared out between child processes
 * (scripts/build/demoBuildWorker.ts), which build and store them; the steps after read the store.
 * On a fresh clone, formatting and compiling the ~900 demos took about a minute on one core.
 */
import path from 'node:path';
import { buildWorkerCount, inChildProcess } from '../../lib/childWork';
import { DEMO_BUILD_STORE, demoBuildKey, hasStoredDemoBuild } from './demoBuildStore';
import { DEMOS_DIR } from './demoBuild';

/** A demo to build, and where a page names it (for its errors). */
export interface DemoToBuild {
  folder: string;
  file: string;
  where: string;
}

export interface DemoWorkerResult {
  built: number;
  cpuSeconds: number;
}

/** The demos whose build is not stored, each once (the first place that names it). */
export function unbuiltDemos(demos: readonly DemoToBuild[], store: string = DEMO_BUILD_STORE, demosDir: string = DEMOS_DIR): DemoToBuild[] {
  const seen = new Set<string>();
  return demos.filter((demo) => {
    const id = `${demo.folder}/${demo.file}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return !hasStoredDemoBuild(demoBuildKey(demosDir, demo.folder, demo.file), store);
  });
}

/** `demos` in at most `count` shares, dealt in turn (a folder's demos, of like size, spread out). */
export function shareDemos<T>(demos: readonly T[], count: number): T[][] {
  const shares = Array.from({ length: Math.max(1, count) }, () => [] as T[]);
  demos.forEach((demo, index) => shares[index % shares.length].push(demo));
  return shares.filter((share) => share.length > 0);
}

/**
 * Builds and stores the demos not stored yet, in up to `workers` child processes. Does nothing when
 * one process is enough or the demos are few: the steps after build those as they go.
 */
export async function buildDemosInParallel(
  demos: readonly DemoToBuild[],
  workers: number = buildWorkerCount(),
  root: string = process.cwd(),
): Promise<{ built: number; workerCpuSeconds: number[] }> {
  const missing = unbuiltDemos(demos);
  if (workers <= 1 || missing.length < 2 * workers) return { built: 0, workerCpuSeconds: [] };
  const script = path.join(root, 'scripts', 'build', 'demoBuildWorker.ts');
  const answers = await Promise.all(shareDemos(missing, workers).map((share) => inChildProcess<DemoToBuild[], DemoWorkerResult>(script, share, 'demo builds', root)));
  return { built: answers.reduce((total, answer) => total + answer.built, 0), workerCpuSeconds: answers.map((answer) => answer.cpuSeconds) };
}
