/**
 * One share of the hover types (started by src/checks/hoverTypesInParallel.ts): reads its blocks
 * from the parent, answers their tokens once, then ends with the parent's disconnect.
 */
import { extractHoverTokens, type HoverBlock } from '../../src/checks/hoverTypes';
import type { HoverWorkerAnswer } from '../../src/checks/hoverTypesInParallel';

process.once('message', (blocks: HoverBlock[]) => {
  let answer: HoverWorkerAnswer;
  try {
    const tokens = [...extractHoverTokens(blocks)];
    const cpu = process.cpuUsage();
    answer = { tokens, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  } catch (error) {
    answer = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(answer);
});
process.on('disconnect', () => process.exit(0));
