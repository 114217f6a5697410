/** @jest-environment node */
import { BackgroundCheck, problemsError, type CheckProblem } from './backgroundCheck';

/** A check whose answers the test gives, one per call, in order. */
function controlledRun() {
  const calls: Array<{ file: string; raw: string; answer: (problems: CheckProblem[]) => void; fail: (error: Error) => void }> = [];
  const run = (file: string, raw: string) =>
    new Promise<CheckProblem[]>((resolve, reject) => calls.push({ file, raw, answer: resolve, fail: reject }));
  return { run, calls };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));
const problem = { file: 'a.md', line: 3, message: 'TS2322: nope' };

describe('BackgroundCheck', () => {
  it('answers a new text at once, checks it once, then answers with its problems and asks for the page again', async () => {
    const { run, calls } = controlledRun();
    const asked: string[] = [];
    const check = new BackgroundCheck(run, (file) => asked.push(file));
    expect(check.problemsOf('a.md', 'one')).toBeNull();
    expect(check.problemsOf('a.md', 'one')).toBeNull();
    expect(calls).toHaveLength(1);
    calls[0].answer([problem]);
    await flush();
    expect(asked).toEqual(['a.md']);
    expect(check.problemsOf('a.md', 'one')).toEqual([problem]);
  });

  it('does not ask for the page again when the text has no problems', async () => {
    const { run, calls } = controlledRun();
    const asked: string[] = [];
    const check = new BackgroundCheck(run, (file) => asked.push(file));
    check.problemsOf('a.md', 'fine');
    calls[0].answer([]);
    await flush();
    expect(asked).toEqual([]);
    expect(check.problemsOf('a.md', 'fine')).toEqual([]);
  });

  it('drops the answer for a text a newer save replaced', async () => {
    const { run, calls } = controlledRun();
    const asked: string[] = [];
    const check = new BackgroundCheck(run, (file) => asked.push(file));
    check.problemsOf('a.md', 'old');
    check.problemsOf('a.md', 'new');
    calls[0].answer([problem]);
    await flush();
    expect(asked).toEqual([]);
    calls[1].answer([]);
    await flush();
    expect(check.problemsOf('a.md', 'new')).toEqual([]);
    expect(check.problemsOf('a.md', 'old')).toBeNull();
  });

  it('reports a check that could not run as a problem of the file', async () => {
    const { run, calls } = controlledRun();
    const check = new BackgroundCheck(run, () => {});
    check.problemsOf('a.md', 'text');
    calls[0].fail(new Error('checker exited'));
    await flush();
    expect(check.problemsOf('a.md', 'text')).toEqual([{ file: 'a.md', line: 1, message: 'the docs check could not run: checker exited' }]);
  });

  it('words the page error as file:line: message lines', () => {
    expect(problemsError([problem]).message).toBe('The docs check failed:\na.md:3: TS2322: nope');
  });
});
