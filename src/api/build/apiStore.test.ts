/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPagePath, cacheKey, readApiPage, storedKey, writeApiPages } from './apiStore';
import type { ApiPageFile } from './types';

describe('cacheKey', () => {
  it('is stable, order-independent and changes with any input', () => {
    const key = cacheKey({ '@mui/x-data-grid': '8.5.0', 'src/a.ts': 'code' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(cacheKey({ 'src/a.ts': 'code', '@mui/x-data-grid': '8.5.0' })).toBe(key);
    expect(cacheKey({ '@mui/x-data-grid': '9.15.0', 'src/a.ts': 'code' })).not.toBe(key);
    expect(cacheKey({ '@mui/x-data-grid': '8.5.0', 'src/a.ts': 'code!' })).not.toBe(key);
    // The separator keeps `a`+`bc` apart from `ab`+`c`.
    expect(cacheKey({ a: 'bc' })).not.toBe(cacheKey({ ab: 'c' }));
  });
});

describe('apiPagePath', () => {
  it.each([
    ['/x/api/data-grid/data-grid', '/store/pages/data-grid/data-grid.json'],
    ['/x/api/data-grid', '/store/pages/data-grid.json'],
  ])('%s -> %s', (pathname, file) => {
    expect(apiPagePath(pathname, '/store')).toBe(file);
  });

  it.each(['/x/react-data-grid', '/x/api/../secrets', '/x/api/a/b/c', '/x/api/'])('rejects %s', (pathname) => {
    expect(() => apiPagePath(pathname, '/store')).toThrow('is not an API page pathname');
  });
});

describe('the store', () => {
  const page = (pathname: string): ApiPageFile => ({
    pathname,
    title: 'X API',
    description: 'd',
    content: { kind: 'planned', notice: '<p>n</p>' },
  });
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes pages and the key, then reads them back', () => {
    expect(storedKey(dir)).toBeUndefined();
    writeApiPages([page('/x/api/data-grid'), page('/x/api/data-grid/x')], 'k1', dir);
    expect(storedKey(dir)).toBe('k1');
    expect(readApiPage('/x/api/data-grid/x', dir)).toEqual(page('/x/api/data-grid/x'));
    expect(readApiPage('/x/api/data-grid', dir).pathname).toBe('/x/api/data-grid');
  });

  it('replaces what was there before', () => {
    writeApiPages([page('/x/api/charts/old')], 'k1', dir);
    writeApiPages([page('/x/api/charts/new')], 'k2', dir);
    expect(storedKey(dir)).toBe('k2');
    expect(() => readApiPage('/x/api/charts/old', dir)).toThrow('The API page /x/api/charts/old was not generated');
  });
});
