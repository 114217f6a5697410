/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoBuildCache, loadDemoBuild } from './demoBuild';
import { demoBuildKey, pruneDemoBuildStore, readStoredDemoBuild, storeDemoBuild } from './demoBuildStore';
import { demosVersion } from '../../markdown/contentVersion';

let dir: string;
let store: string;

const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), content);
};

const DEMO = `import * as React from 'react';
import { people } from './data/people';
import './Card.css';

export default function Card() {
  return <ul className="card">{people.map((name: string) => <li key={name}>{name}</li>)}</ul>;
}
`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-store-'));
  store = path.join(dir, 'store');
  write('p/Card.tsx', DEMO);
  write('p/Card.css', '.card { margin: 0; }\n');
  write('p/data/people.ts', "export const people = ['Ada', 'Grace'];\n");
  write('p/Other.tsx', 'export default function Other() { return null; }\n');
  // Each test reads the demos afresh, not from another test's builds in memory.
  demoBuildCache(demosVersion).clear();
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('demoBuildKey', () => {
  it("changes with the demo's files, its folder's CSS and data modules, and nothing else", () => {
    const key = () => demoBuildKey(dir, 'p', 'Card.tsx');
    const first = key();
    expect(key()).toBe(first);
    write('p/Other.tsx', 'export default function Other() { return <p />; }\n');
    expect(key()).toBe(first);
    const changes: Array<[string, string]> = [
      ['p/Card.tsx', `${DEMO}// edited\n`],
      ['p/Card.tailwind.tsx', 'export default function Card() { return null; }\n'],
      ['p/Card.css', '.card { margin: 1px; }\n'],
      ['p/data/people.ts', "export const people = ['Ada'];\n"],
    ];
    const seen = new Set([first]);
    for (const [file, content] of changes) {
      write(file, content);
      seen.add(key());
    }
    expect(seen.size).toBe(changes.length + 1);
  });

  it('differs between two demos of a folder', () => {
    expect(demoBuildKey(dir, 'p', 'Card.tsx')).not.toBe(demoBuildKey(dir, 'p', 'Other.tsx'));
  });
});

describe('the store', () => {
  it('gives back what was stored, and nothing for an unknown or unreadable key', async () => {
    const build = await loadDemoBuild('p', 'Card.tsx', 'p.md', dir, null);
    storeDemoBuild('k1', build, store);
    expect(readStoredDemoBuild('k1', store)).toEqual(build);
    expect(readStoredDemoBuild('k2', store)).toBeNull();
    fs.writeFileSync(path.join(store, 'k3.json'), '{"demo":');
    expect(readStoredDemoBuild('k3', store)).toBeNull();
    expect(fs.readdirSync(store).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('loadDemoBuild reads a stored build instead of building the demo again, and stores what it builds', async () => {
    const built = await loadDemoBuild('p', 'Card.tsx', 'p.md', dir, store);
    const key = demoBuildKey(dir, 'p', 'Card.tsx');
    expect(readStoredDemoBuild(key, store)).toEqual(built);
    // A stored build marked as such comes back as it is, in a new process (an empty memory cache).
    const marked = { ...built, demo: { ...built.demo, file: 'FromTheStore.tsx' } };
    storeDemoBuild(key, marked, store);
    demoBuildCache(demosVersion).clear();
    expect((await loadDemoBuild('p', 'Card.tsx', 'p.md', dir, store)).demo.file).toBe('FromTheStore.tsx');
    // An edited demo has another key: it is built again.
    write('p/Card.tsx', DEMO.replace('card', 'card wide'));
    demoBuildCache(demosVersion).clear();
    expect((await loadDemoBuild('p', 'Card.tsx', 'p.md', dir, store)).demo.file).toBe('Card.tsx');
  });

  it('prunes every stored build but those kept', () => {
    fs.mkdirSync(store, { recursive: true });
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(store, `${name}.json`), '{}');
    expect(pruneDemoBuildStore(new Set(['b']), store)).toBe(2);
    expect(fs.readdirSync(store)).toEqual(['b.json']);
    expect(pruneDemoBuildStore(new Set(), path.join(dir, 'none'))).toBe(0);
  });
});
