/** @jest-environment node */
/*
 * The deployment workflow, checked as far as it can be here: against GitHub's workflow schema with
 * GitHub's parser (scripts/check/checkWorkflows.mts, run in Node as the ES module it needs), and for
 * what it must do: run .ci/run, publish only with its secrets, keep the secrets away from the tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.join(__dirname, '..', '..');
const WORKFLOW = path.join(ROOT, '.github', 'workflows', 'deploy.yml');

function check(files: string[] = []): { status: number | null; files: string[]; problems: string[] } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check/checkWorkflows.mts', '--json', ...files], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  const output = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { files: string[]; problems: string[] };
  return { status: run.status, ...output };
}

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
const workflow = parse(fs.readFileSync(WORKFLOW, 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const stepNamed = (pattern: RegExp) => steps.find((step) => pattern.test(step.name ?? ''))!;

describe('the CI workflows', () => {
  it('pass GitHub\'s workflow schema and expression checks', () => {
    const result = check();
    expect(result.files.map((file) => path.basename(file))).toContain('deploy.yml');
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(0);
  }, 60_000);

  it('and the check does fail a broken workflow, naming the line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
    const broken = path.join(dir, 'broken.yml');
    fs.writeFileSync(broken, "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - if: secrets.TOKEN != ''\n        run: echo hi\n");
    try {
      const result = check([broken]);
      expect(result.status).toBe(1);
      expect(result.problems).toEqual([expect.stringContaining("(Line: 6, Col: 13): Unrecognized named-value: 'secrets'")]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('deploy.yml', () => {
  it('runs on pushes to main and on pull requests (previews)', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('runs the README\'s test command first', () => {
    expect(steps.findIndex((step) => step.run === 'bash .ci/run')).toBeLessThan(steps.findIndex((step) => /wrangler/.test(step.run ?? '')));
  });

  it("starts the tests from the last run's build cache (its stores are keyed by their own inputs)", () => {
    const cache = stepNamed(/^The build's cache/);
    expect(cache.uses).toMatch(/^actions\/cache@v\d+$/);
    expect(steps.indexOf(cache)).toBeLessThan(steps.findIndex((step) => step.run === 'bash .ci/run'));
    const options = (cache as Step & { with: { path: string; key: string; 'restore-keys': string } }).with;
    expect(options.path).toBe('.next/cache');
    // A new key each run (the commit), restored from the newest earlier one.
    expect(options.key).toContain('${{ github.sha }}');
    expect(options.key.startsWith(options['restore-keys'].trim())).toBe(true);
  });

  it('publishes only when its secrets are there, and never hands them to the tests', () => {
    const gate = stepNamed(/^Publishing configured/);
    expect(gate.env).toEqual(expect.objectContaining({ CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}' }));
    for (const step of steps.slice(steps.indexOf(gate) + 1)) expect(step.if).toBe("steps.publish.outputs.enabled == 'true'");
    for (const step of steps.slice(0, steps.indexOf(gate))) expect(JSON.stringify(step)).not.toContain('secrets.');
    for (const job of Object.values(workflow.jobs)) expect(JSON.stringify(job.env ?? {})).not.toContain('secrets.');
  });

  it('builds the published export with the deployment\'s configuration, not the tests\' measurement id', () => {
    const build = stepNamed(/^Build for publishing/);
    expect(build.run).toBe('npm run build');
    expect(build.env).toEqual(
      expect.objectContaining({
        NEXT_PUBLIC_SW_HOST: '${{ vars.SW_HOST }}',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: '${{ vars.GA_MEASUREMENT_ID }}',
      }),
    );
    const publish = stepNamed(/^Publish to Cloudflare Pages/);
    expect(publish.run).toMatch(/wrangler@\d+\.\d+\.\d+ pages deploy out --project-name="\$PAGES_PROJECT" --branch="\$BRANCH"/);
    // What the event names (a pull request's branch) reaches the command through the environment only.
    expect(publish.run).not.toContain('${{');
  });
});
