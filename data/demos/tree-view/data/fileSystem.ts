/** A project's shared drive: folders and files with a kind (for icons) and a size, used by several demos. */
export type FileKind = 'folder' | 'code' | 'image' | 'pdf' | 'doc' | 'sheet' | 'video';

export interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  /** Size in kilobytes; folders have none. */
  sizeKb?: number;
  children?: FileNode[];
}

export const projectFiles: FileNode[] = [
  {
    id: 'brand',
    label: 'Brand',
    kind: 'folder',
    children: [
      { id: 'brand/logo', label: 'logo.svg', kind: 'image', sizeKb: 12 },
      { id: 'brand/palette', label: 'color-palette.pdf', kind: 'pdf', sizeKb: 840 },
      {
        id: 'brand/photos',
        label: 'Photos',
        kind: 'folder',
        children: [
          { id: 'brand/photos/office', label: 'lisbon-office.jpg', kind: 'image', sizeKb: 2310 },
          { id: 'brand/photos/team', label: 'team-offsite.jpg', kind: 'image', sizeKb: 3145 },
        ],
      },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    kind: 'folder',
    children: [
      { id: 'finance/budget', label: 'budget-2025.xlsx', kind: 'sheet', sizeKb: 96 },
      { id: 'finance/invoices', label: 'invoices-q1.pdf', kind: 'pdf', sizeKb: 1280 },
    ],
  },
  {
    id: 'website',
    label: 'Website',
    kind: 'folder',
    children: [
      {
        id: 'website/src',
        label: 'src',
        kind: 'folder',
        children: [
          { id: 'website/src/app', label: 'App.tsx', kind: 'code', sizeKb: 4 },
          { id: 'website/src/checkout', label: 'Checkout.tsx', kind: 'code', sizeKb: 9 },
        ],
      },
      { id: 'website/readme', label: 'README.md', kind: 'doc', sizeKb: 3 },
    ],
  },
  { id: 'launch-video', label: 'launch-teaser.mp4', kind: 'video', sizeKb: 48200 },
  { id: 'meeting-notes', label: 'meeting-notes.docx', kind: 'doc', sizeKb: 41 },
];

/** Ids of every item that has children, at any depth: the ids an "expand all" needs. */
export function parentIds<T extends { id: string; children?: T[] }>(items: readonly T[]): string[] {
  return items.flatMap((item) => (item.children?.length ? [item.id, ...parentIds(item.children)] : []));
}

/** "2.3 MB", "840 KB": a size for people. */
export function formatSize(sizeKb: number): string {
  return sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;
}
