/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolvedPathPattern, SERVER_SWAPS, serverSwapRules } from './serverSwaps';

const root = process.cwd();

describe('server swaps', () => {
  it.each(SERVER_SWAPS)('$browser has its server stand-in $server, and both exist', ({ browser, server }) => {
    expect(fs.existsSync(path.join(root, browser))).toBe(true);
    expect(fs.existsSync(path.join(root, server))).toBe(true);
  });

  it.each(SERVER_SWAPS)('$browser is imported by the site, and its stand-in exports every name imported from it', ({ browser, server }) => {
    const exportsOf = (file: string) => new Set([...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((match) => match[1]));
    const target = path.join(root, browser).replace(/\.tsx?$/, '');
    const imported = new Set<string>();
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    for (const file of walk(path.join(root, 'src')).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
        if (path.resolve(path.dirname(file), match[2]) !== target || match[0].startsWith('import type')) continue;
        match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter((name) => name && !name.startsWith('type ')).forEach((name) => imported.add(name));
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    const provided = exportsOf(server);
    expect([...imported].filter((name) => !provided.has(name))).toEqual([]);
  });

  it('matches the resolved file, whatever the import specifier', () => {
    const pattern = resolvedPathPattern('src/demos/DemoFrame.tsx');
    expect(pattern.test('/home/ci/site/src/demos/DemoFrame.tsx')).toBe(true);
    expect(pattern.test('C:\\site\\src\\demos\\DemoFrame.tsx')).toBe(true);
    expect(pattern.test('/site/src/demos/DemoFrame.server.tsx')).toBe(false);
    expect(pattern.test('/site/src/demos/DemoFrameX.tsx')).toBe(false);
    expect(serverSwapRules('/site')[1]).toEqual({ pattern: expect.any(RegExp), replacement: path.join('/site', 'src/demos/DemoFrame.server.tsx') });
  });
});
