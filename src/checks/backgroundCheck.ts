/**
 * Under `next dev`, the open page's docs check (fences compiled, API names looked up) runs beside the
 * page instead of before it: building the checker takes seconds (7 s here) and each check a few
 * hundred milliseconds, which the first answer and every saved paragraph would otherwise wait for.
 * A text of a file is answered at once with what is known of it: its problems once checked (the page
 * then shows them), nothing while its check runs. A check that finds problems calls `onProblems`,
 * which has the page asked for again (see src/checks/docsCheckProcess.ts); it then shows them.
 */
import crypto from 'node:crypto';

export interface CheckProblem {
  file: string;
  line: number;
  message: string;
}

export type RunCheck = (file: string, raw: string) => Promise<CheckProblem[]>;

export class BackgroundCheck {
  private readonly reports = new Map<string, { hash: string; problems: CheckProblem[] }>();
  private readonly running = new Map<string, string>();

  constructor(
    private readonly run: RunCheck,
    private readonly onProblems: (file: string) => void,
  ) {}

  /** The problems of this text of the file when its check is done, else null (its check is started). */
  problemsOf(file: string, raw: string): CheckProblem[] | null {
    const hash = crypto.createHash('sha1').update(raw).digest('hex');
    const known = this.reports.get(file);
    if (known?.hash === hash) return known.problems;
    if (this.running.get(file) !== hash) {
      this.running.set(file, hash);
      this.run(file, raw)
        .catch((error: unknown): CheckProblem[] => [
          { file, line: 1, message: `the docs check could not run: ${error instanceof Error ? error.message : String(error)}` },
        ])
        .then((problems) => {
          // A check of an older text, overtaken by a newer save, is dropped.
          if (this.running.get(file) !== hash) return;
          this.running.delete(file);
          this.reports.set(file, { hash, problems });
          if (problems.length > 0) this.onProblems(file);
        });
    }
    return null;
  }
}

/** The error the page throws for its problems (the overlay shows it, as `file:line: message` lines). */
export function problemsError(problems: readonly CheckProblem[]): Error {
  return new Error(`The docs check failed:\n${problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n')}`);
}
