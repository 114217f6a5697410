/**
 * Build work shared out to child processes (build time only, Node). The parent forks a TypeScript
 * script under tsx, sends it one message and waits for its one answer (`inChildProcess`); the script
 * answers with `answerParent` and ends when the parent disconnects.
 */
import { fork, type Serializable } from 'node:child_process';
import os from 'node:os';

/** What a child sends back: its result, or why it has none. */
export type ChildAnswer<T> = T | { error: string };

/** Child processes for CPU-bound build work: one per core, at most 4. */
export function buildWorkerCount(): number {
  return Math.min(4, os.availableParallelism());
}

/**
 * Runs `script` in a child process on `input`. Rejects, naming `label`, with the child's error, or
 * when it exits without an answer.
 */
export function inChildProcess<TInput, TResult extends object>(script: string, input: TInput, label: string, cwd: string = process.cwd()): Promise<TResult> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { cwd, execArgv: ['--import', 'tsx'], stdio: 'inherit', serialization: 'advanced' });
    let answered = false;
    child.once('message', (answer: ChildAnswer<TResult>) => {
      answered = true;
      child.disconnect();
      if ('error' in answer) reject(new Error(`${label}: ${answer.error}`));
      else resolve(answer);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`${label}: a worker exited (${code}) without an answer`));
    });
    child.send(input as Serializable);
  });
}

/** In the child: answers the parent's one message with `work`'s result (or its error), then ends with the parent. */
export function answerParent<TInput, TResult extends object>(work: (input: TInput) => TResult | Promise<TResult>): void {
  process.once('message', async (input: TInput) => {
    let answer: ChildAnswer<TResult>;
    try {
      answer = await work(input);
    } catch (error) {
      answer = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    process.send?.(answer);
  });
  process.on('disconnect', () => process.exit(0));
}

/** CPU time this process has taken, in seconds (a worker's report). */
export function cpuSeconds(): number {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1e6;
}
