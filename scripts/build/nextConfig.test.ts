/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

/** The server actions key Next sees once next.config.ts is loaded in a fresh process with `env`. */
function keyAfterConfig(env: NodeJS.ProcessEnv): string {
  const script = "import('./next.config.ts').then(() => console.log(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY))";
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd(), env, encoding: 'utf8' }).trim().split('\n').pop()!;
}

describe('next.config.ts', () => {
  const { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: _provided, ...env } = process.env;

  it('gives Next the same server actions key at every start, so webpack keeps its cache between them', () => {
    const first = keyAfterConfig(env);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(keyAfterConfig(env)).toBe(first);
  }, 60_000);

  it('leaves a key set in the environment alone', () => {
    const provided = Buffer.alloc(32, 7).toString('base64');
    expect(keyAfterConfig({ ...env, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: provided })).toBe(provided);
  }, 60_000);
});
