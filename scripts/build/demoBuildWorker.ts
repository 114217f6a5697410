/**
 * One share of the demos' builds (started by src/demos/build/demoBuildsInParallel.ts): builds and
 * stores each demo it is sent, answers how many, then ends with the parent's disconnect.
 */
import { loadDemoBuild } from '../../src/demos/build/demoBuild';
import type { DemoToBuild, DemoWorkerResult } from '../../src/demos/build/demoBuildsInParallel';
import { answerParent, cpuSeconds } from '../../src/lib/childWork';

answerParent(async (demos: DemoToBuild[]): Promise<DemoWorkerResult> => {
  for (const demo of demos) await loadDemoBuild(demo.folder, demo.file, demo.where);
  return { built: demos.length, cpuSeconds: cpuSeconds() };
});
