/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).scripts;

describe('package commands', () => {
  // next.config.ts swaps the demo loader for a server stand-in through a webpack hook; Next 16 defaults
  // to Turbopack and refuses to start with a webpack hook it would ignore. Both must name webpack.
  it('runs the development server with the bundler the export is built with', () => {
    expect(scripts.build).toMatch(/^next build --webpack\b/);
    expect(scripts.dev).toMatch(/^next dev --webpack\b/);
  });

  it('prepares generated files before both', () => {
    expect(scripts.prebuild).toBe(scripts.predev);
  });
});
