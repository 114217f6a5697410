/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_MEASUREMENT_ID } from '../../tests/e2e/buildSettings';

const scripts = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the browser suite\'s build', () => {
  it('is made with the measurement id the analytics specs expect', () => {
    expect(scripts['test:e2e']).toContain(`NEXT_PUBLIC_GA_MEASUREMENT_ID=${E2E_MEASUREMENT_ID} npm run build`);
  });

  it('and npm test runs the nginx suite after it, against the same out/', () => {
    expect(scripts.test.indexOf('test:e2e')).toBeLessThan(scripts.test.indexOf('test:nginx'));
    const runner = fs.readFileSync(path.join(__dirname, scripts['test:nginx'].replace(/^bash scripts\/check\//, '')), 'utf8');
    expect(runner).toContain('ensure-nginx.sh');
    expect(runner).toContain('playwright test -c playwright.nginx.config.ts');
  });
});
