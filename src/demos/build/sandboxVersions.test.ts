/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installedPackageVersions } from './sandboxVersions';

describe('installedPackageVersions', () => {
  it('reads the installed versions of this site (not the ranges of package.json)', () => {
    const versions = installedPackageVersions();
    expect(versions['@mui/x-data-grid']).toBe(JSON.parse(fs.readFileSync('node_modules/@mui/x-data-grid/package.json', 'utf8')).version);
    expect(versions.react).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions.dayjs).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions.typescript).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions.jest).toBeUndefined();
  });

  it('leaves out packages that are not installed', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { left: '^1.0.0', absent: '2.0.0' } }));
    fs.mkdirSync(path.join(root, 'node_modules', 'left'), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', 'left', 'package.json'), JSON.stringify({ version: '1.4.2' }));
    expect(installedPackageVersions(root)).toEqual({ left: '1.4.2' });
    fs.rmSync(root, { recursive: true, force: true });
  });
});
