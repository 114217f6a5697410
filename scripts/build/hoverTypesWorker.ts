/**
 * One share of the hover types (started by src/checks/hoverTypesInParallel.ts): reads its blocks
 * from the parent, answers their tokens once, then ends with the parent's disconnect.
 */
import { extractHoverTokens, type HoverBlock } from '../../src/checks/hoverTypes';
import type { HoverWorkerResult } from '../../src/checks/hoverTypesInParallel';
import { answerParent, cpuSeconds } from '../../src/lib/childWork';

answerParent((blocks: HoverBlock[]): HoverWorkerResult => ({ tokens: [...extractHoverTokens(blocks)], cpuSeconds: cpuSeconds() }));
