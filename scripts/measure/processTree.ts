/**
 * The memory of a process and all its descendants, read from /proc (Linux): `npm run bench -- --dev`
 * sums the resident memory of `next dev` with its workers. Parsing is kept apart from reading so that
 * it can be tested without a live process tree.
 */
import fs from 'node:fs';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  rssBytes: number;
  /** The command line, cut to 80 characters ('' when unreadable). */
  command?: string;
}

/** The parent pid from the text of /proc/<pid>/stat (the command name, in parentheses, may hold spaces). */
export function parentPid(stat: string): number | null {
  const after = stat.slice(stat.lastIndexOf(')') + 1).trim().split(/\s+/);
  const ppid = Number(after[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** Resident memory in bytes from the text of /proc/<pid>/status (0 for a process without it: a zombie). */
export function residentBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The root and every process below it, each once (a pid met twice is not followed again). */
export function descendants(entries: readonly ProcessEntry[], rootPid: number): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of entries) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const found = new Map<number, ProcessEntry>();
  const queue = entries.filter((entry) => entry.pid === rootPid);
  while (queue.length > 0) {
    const entry = queue.shift() as ProcessEntry;
    if (found.has(entry.pid)) continue;
    found.set(entry.pid, entry);
    queue.push(...(children.get(entry.pid) ?? []));
  }
  return [...found.values()];
}

/** Every process of /proc with its parent and resident memory; one that ends while read is skipped. */
export function readProcesses(proc = '/proc'): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of fs.readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = parentPid(fs.readFileSync(`${proc}/${name}/stat`, 'utf8'));
      if (ppid === null) continue;
      const command = fs.existsSync(`${proc}/${name}/cmdline`) ? fs.readFileSync(`${proc}/${name}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 80) : '';
      entries.push({ pid: Number(name), ppid, rssBytes: residentBytes(fs.readFileSync(`${proc}/${name}/status`, 'utf8')), command });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return entries;
}

/** Resident memory of a process tree: the sum over the processes, and each process (largest first). */
export function treeMemory(rootPid: number, proc = '/proc'): { processes: ProcessEntry[]; rssBytes: number } {
  const tree = descendants(readProcesses(proc), rootPid).sort((a, b) => b.rssBytes - a.rssBytes);
  return { processes: tree, rssBytes: tree.reduce((total, entry) => total + entry.rssBytes, 0) };
}
