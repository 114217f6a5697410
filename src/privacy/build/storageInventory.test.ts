/*
 * Every name the code can write in a reader's browser has its row on the privacy page: each storage
 * slot and cookie slot created anywhere in src/ (found by reading the sources, then loaded so the
 * storage doors record their names) and each cache the offline worker names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { storageKeysInUse } from '../../lib/storage';
import { cookieNamesInUse } from '../../lib/cookies';
import { CACHE_NAMES } from '../../sw/config';
import { storageMarkdown, storedItems } from './storageInventory';

const SRC = path.join(__dirname, '..', '..');

/** Non-test source files of src/ that create a storage or cookie slot. */
function slotOwners(dir: string = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : slotOwners(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || full.includes(`${path.sep}lib${path.sep}`)) return [];
    return /\bcreate(Storage|Cookie)Slot\s*[<(]/.test(fs.readFileSync(full, 'utf8')) ? [full] : [];
  });
}

describe('the storage inventory', () => {
  const listed = storedItems({ analytics: true });
  const names = new Set(listed.map((item) => item.name));

  it('lists every localStorage key and cookie a slot is created for in src/', () => {
    const owners = slotOwners();
    expect(owners.length).toBeGreaterThanOrEqual(4);
    owners.forEach((file) => jest.requireActual(file));
    const written = [...storageKeysInUse(), ...cookieNamesInUse()];
    expect(written).toEqual(expect.arrayContaining(['mui-analytics-consent', 'mui-search-recent', 'mui-mode', 'codeVariant']));
    expect(written.filter((name) => !names.has(name))).toEqual([]);
  });

  it('lists every cache of the offline worker', () => {
    expect(Object.values(CACHE_NAMES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives each row a purpose and a lifetime', () => {
    for (const item of listed) {
      expect(item.purpose.trim()).not.toBe('');
      expect(item.lifetime.trim()).not.toBe('');
    }
  });

  it('names Google Analytics cookies only in a build that has analytics', () => {
    expect(storageMarkdown(storedItems({ analytics: true }))).toContain('`_ga, _ga_<id>`');
    expect(storageMarkdown(storedItems({ analytics: false }))).not.toContain('_ga');
  });

  it('says how long the preference cookies and the caches last', () => {
    const byName = new Map(listed.map((item) => [item.name, item]));
    expect(byName.get('codeVariant')?.lifetime).toBe('365 days from your last change');
    expect(byName.get(CACHE_NAMES.page)?.lifetime).toBe('At most 80 entries, each for 30 days');
  });
});
