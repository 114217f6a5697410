/**
 * Under `next dev`: the docs check of the open page, in a child process (scripts/dev/docsCheckWorker.ts)
 * at a lower priority, so that building the checker and checking never hold up the server. Found
 * problems are written to DOCS_CHECK_MARKER, a dependency of the pages' server bundle
 * (scripts/build/contentVersionLoader.cjs): writing it refreshes the open page, which then throws them.
 * The child and what is known live on globalThis: the server bundle is evaluated again after each save.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackgroundCheck, problemsError, type CheckProblem } from './backgroundCheck';

/** Written when a check finds problems (ignored by git). */
export const DOCS_CHECK_MARKER = '.docs-check-dev';

interface Answer {
  id: number;
  problems?: CheckProblem[];
  error?: string;
}

function startWorker(root: string) {
  const waiting = new Map<number, { resolve: (problems: CheckProblem[]) => void; reject: (error: Error) => void }>();
  let next = 0;
  let child: ChildProcess | null = null;
  const ensureChild = () => {
    if (child) return child;
    const started = fork(path.join(root, 'scripts', 'dev', 'docsCheckWorker.ts'), [], { cwd: root, execArgv: ['--import', 'tsx', '--expose-gc'], stdio: 'inherit' });
    if (started.pid) os.setPriority(started.pid, 19);
    started.on('message', (answer: Answer) => {
      const request = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.problems) request?.resolve(answer.problems);
      else request?.reject(new Error(answer.error ?? 'no answer'));
    });
    started.on('exit', (code) => {
      child = null;
      for (const request of waiting.values()) request.reject(new Error(`the checker process exited (${code})`));
      waiting.clear();
    });
    child = started;
    return started;
  };
  return (file: string, raw: string) =>
    new Promise<CheckProblem[]>((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve, reject });
      ensureChild().send({ id: next, file, raw });
    });
}

/** Throws the open page's problems once its check found them; starts the check otherwise. */
export function checkPageInBackground(file: string, raw: string, root: string = process.cwd()): void {
  const store = globalThis as typeof globalThis & { __backgroundDocsCheck?: BackgroundCheck };
  store.__backgroundDocsCheck ??= new BackgroundCheck(startWorker(root), (changed) => {
    fs.writeFileSync(path.join(root, DOCS_CHECK_MARKER), `${changed} ${Date.now()}\n`);
  });
  const problems = store.__backgroundDocsCheck.problemsOf(file, raw);
  if (problems && problems.length > 0) throw problemsError(problems);
}
