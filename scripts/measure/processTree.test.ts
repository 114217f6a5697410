import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { descendants, parentPid, residentBytes, treeMemory } from './processTree';

describe('process tree memory', () => {
  it('reads the parent pid after the command name, even one with spaces and parentheses', () => {
    expect(parentPid('4242 (next-server (v16)) S 4200 4242 4242 0 -1')).toBe(4200);
    expect(parentPid('garbage')).toBeNull();
  });

  it('reads resident memory in bytes, 0 when the status has none', () => {
    expect(residentBytes('Name:\tnode\nVmRSS:\t  123456 kB\nThreads: 11\n')).toBe(123456 * 1024);
    expect(residentBytes('Name:\tzombie\nState:\tZ\n')).toBe(0);
  });

  it('keeps the root and its descendants only, each once', () => {
    const entries = [
      { pid: 1, ppid: 0, rssBytes: 1 },
      { pid: 10, ppid: 1, rssBytes: 100 },
      { pid: 11, ppid: 10, rssBytes: 200 },
      { pid: 12, ppid: 11, rssBytes: 300 },
      { pid: 20, ppid: 1, rssBytes: 999 },
    ];
    expect(descendants(entries, 10).map((entry) => entry.pid).sort()).toEqual([10, 11, 12]);
    expect(descendants(entries, 77)).toEqual([]);
  });

  it('sums a tree read from a /proc-like folder, skipping entries that are not processes', () => {
    const proc = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'));
    const write = (pid: number, ppid: number, kb: number | null) => {
      fs.mkdirSync(path.join(proc, String(pid)));
      fs.writeFileSync(path.join(proc, String(pid), 'stat'), `${pid} (node) S ${ppid} 1 1`);
      fs.writeFileSync(path.join(proc, String(pid), 'status'), kb === null ? 'State:\tZ\n' : `VmRSS:\t${kb} kB\n`);
    };
    write(5, 1, 1000);
    write(6, 5, 2000);
    write(7, 6, null);
    write(8, 1, 4000);
    fs.mkdirSync(path.join(proc, 'self'));
    fs.mkdirSync(path.join(proc, '9'));
    fs.writeFileSync(path.join(proc, '6', 'cmdline'), 'node\0server.js\0');
    const memory = treeMemory(5, proc);
    expect(memory.rssBytes).toBe(3000 * 1024);
    expect(memory.processes.map((entry) => [entry.pid, entry.command])).toEqual([
      [6, 'node server.js'],
      [5, ''],
      [7, ''],
    ]);
    fs.rmSync(proc, { recursive: true, force: true });
  });
});
