/** @jest-environment node */
import path from 'node:path';
import { buildWorkerCount, inChildProcess } from './childWork';

const WORKER = path.join(__dirname, 'fixtures', 'childWorker.ts');

describe('work in a child process', () => {
  // Each case starts Node with tsx: about a second on a busy machine.
  jest.setTimeout(30_000);

  it("resolves with the child's answer", async () => {
    await expect(inChildProcess<number, { doubled: number }>(WORKER, 21, 'doubling')).resolves.toEqual({ doubled: 42 });
  });

  it("rejects with the child's error, named by the label", async () => {
    await expect(inChildProcess(WORKER, -1, 'doubling')).rejects.toThrow(/^doubling: Error: negative: -1/);
  });

  it('rejects when the child exits without an answer', async () => {
    await expect(inChildProcess(WORKER, 0, 'doubling')).rejects.toThrow('doubling: a worker exited (3) without an answer');
  });

  it('uses one process per core, at most 4', () => {
    expect(buildWorkerCount()).toBeGreaterThanOrEqual(1);
    expect(buildWorkerCount()).toBeLessThanOrEqual(4);
  });
});
