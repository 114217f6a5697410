/**
 * A pretend file server for the lazy-loading demos: it answers after a fixed delay, always with the same
 * folders, so every run (and every screenshot) is identical. `failOnce` makes the first request for some
 * folders fail, to show error handling.
 */
export interface RemoteEntry {
  id: string;
  label: string;
  /** How many children the server holds for this entry: 0 for a file. */
  childrenCount: number;
}

const clients = ['Alder & Finch Bakery', 'Harbor Logistics', 'Northwind Clinic', 'Quarry Street Books'];
const clientFolders = ['Contracts', 'Invoices', 'Meeting notes'];
const filesByFolder: Record<string, string[]> = {
  Contracts: ['Framework agreement.pdf', 'Amendment 2025-03.pdf'],
  Invoices: ['INV-1042.pdf', 'INV-1077.pdf', 'INV-1103.pdf'],
  'Meeting notes': ['Kick-off.docx', 'Quarterly review.docx'],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

function childrenOf(parentId: string | undefined): RemoteEntry[] {
  if (parentId === undefined) {
    return [
      { id: 'clients', label: 'Clients', childrenCount: clients.length },
      { id: 'templates', label: 'Templates', childrenCount: 2 },
      { id: 'handbook', label: 'Employee handbook.pdf', childrenCount: 0 },
    ];
  }
  if (parentId === 'clients') {
    return clients.map((name) => ({ id: `clients/${slug(name)}`, label: name, childrenCount: clientFolders.length }));
  }
  if (parentId === 'templates') {
    return [
      { id: 'templates/invoice', label: 'Invoice template.docx', childrenCount: 0 },
      { id: 'templates/proposal', label: 'Proposal template.docx', childrenCount: 0 },
    ];
  }
  const depth = parentId.split('/').length;
  if (depth === 2) {
    return clientFolders.map((folder) => ({ id: `${parentId}/${slug(folder)}`, label: folder, childrenCount: filesByFolder[folder].length }));
  }
  const folder = clientFolders.find((name) => parentId.endsWith(`/${slug(name)}`));
  return (folder ? filesByFolder[folder] : []).map((file) => ({ id: `${parentId}/${slug(file)}`, label: file, childrenCount: 0 }));
}

export interface FileServerOptions {
  /** Milliseconds before each answer. */
  latencyMs?: number;
  /** Ids whose first request fails (the next one succeeds). */
  failOnce?: readonly string[];
  /** Called with each request, e.g. to show a request log. */
  onRequest?: (parentId: string | undefined) => void;
}

/** One server per tree: its "fail once" memory belongs to that tree. */
export function createFileServer({ latencyMs = 700, failOnce = [], onRequest }: FileServerOptions = {}) {
  const failed = new Set<string>();
  return {
    getChildrenCount: (entry: RemoteEntry) => entry.childrenCount,
    getTreeItems: (parentId?: string): Promise<RemoteEntry[]> => {
      onRequest?.(parentId);
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (parentId !== undefined && failOnce.includes(parentId) && !failed.has(parentId)) {
            failed.add(parentId);
            reject(new Error(`The server could not list ${parentId}. Expand it again to retry.`));
            return;
          }
          resolve(childrenOf(parentId));
        }, latencyMs);
      });
    },
  };
}
