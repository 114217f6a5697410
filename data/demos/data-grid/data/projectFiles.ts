/**
 * The shared drive of a small architecture studio: folders and files with their size, owner and last
 * change. `path` runs from the top folder down to the item. Folders carry no size of their own.
 */

export type FileKind = 'Folder' | 'Drawing' | 'PDF' | 'Image' | 'Spreadsheet' | 'Document' | 'Model';

export interface ProjectFile {
  id: number;
  path: string[];
  kind: FileKind;
  /** Size in bytes; `undefined` for folders. */
  size?: number;
  modified: Date;
  owner: string;
}

type Entry = [path: string, kind: FileKind, size: number | null, modified: string, owner: string];

const entries: Entry[] = [
  ['Harbour Library', 'Folder', null, '2025-05-28', 'Lena Hoffmann'],
  ['Harbour Library/Concept', 'Folder', null, '2025-02-11', 'Lena Hoffmann'],
  ['Harbour Library/Concept/massing-study-v3.3dm', 'Model', 48_200_000, '2025-02-11', 'Lena Hoffmann'],
  ['Harbour Library/Concept/site-photos.zip', 'Image', 212_400_000, '2025-01-20', 'Kofi Mensah'],
  ['Harbour Library/Concept/design-brief.pdf', 'PDF', 2_300_000, '2025-01-14', 'Lena Hoffmann'],
  ['Harbour Library/Drawings', 'Folder', null, '2025-05-28', 'Kofi Mensah'],
  ['Harbour Library/Drawings/ground-floor-plan.dwg', 'Drawing', 6_800_000, '2025-05-28', 'Kofi Mensah'],
  ['Harbour Library/Drawings/first-floor-plan.dwg', 'Drawing', 6_100_000, '2025-05-27', 'Kofi Mensah'],
  ['Harbour Library/Drawings/sections-a-b.dwg', 'Drawing', 4_900_000, '2025-05-22', 'Yuki Sato'],
  ['Harbour Library/Drawings/facade-details.pdf', 'PDF', 12_700_000, '2025-05-19', 'Yuki Sato'],
  ['Harbour Library/Budget', 'Folder', null, '2025-04-30', 'Marta Ruiz'],
  ['Harbour Library/Budget/cost-plan-stage-3.xlsx', 'Spreadsheet', 840_000, '2025-04-30', 'Marta Ruiz'],
  ['Harbour Library/Budget/fee-proposal.docx', 'Document', 310_000, '2025-03-03', 'Marta Ruiz'],
  ['Riverside Housing', 'Folder', null, '2025-06-12', 'Yuki Sato'],
  ['Riverside Housing/Planning application', 'Folder', null, '2025-06-12', 'Yuki Sato'],
  ['Riverside Housing/Planning application/design-and-access-statement.pdf', 'PDF', 18_900_000, '2025-06-12', 'Yuki Sato'],
  ['Riverside Housing/Planning application/site-plan.pdf', 'PDF', 3_400_000, '2025-06-10', 'Kofi Mensah'],
  ['Riverside Housing/Planning application/daylight-report.pdf', 'PDF', 7_600_000, '2025-06-02', 'Lena Hoffmann'],
  ['Riverside Housing/Renders', 'Folder', null, '2025-05-15', 'Tomasz Wójcik'],
  ['Riverside Housing/Renders/courtyard-dusk.png', 'Image', 24_100_000, '2025-05-15', 'Tomasz Wójcik'],
  ['Riverside Housing/Renders/street-view.png', 'Image', 21_800_000, '2025-05-14', 'Tomasz Wójcik'],
  ['Riverside Housing/Renders/aerial.png', 'Image', 27_300_000, '2025-05-09', 'Tomasz Wójcik'],
  ['Riverside Housing/unit-schedule.xlsx', 'Spreadsheet', 520_000, '2025-04-22', 'Marta Ruiz'],
  ['Studio', 'Folder', null, '2025-06-03', 'Marta Ruiz'],
  ['Studio/Templates', 'Folder', null, '2024-11-18', 'Marta Ruiz'],
  ['Studio/Templates/drawing-sheet-a1.dwt', 'Drawing', 1_200_000, '2024-11-18', 'Kofi Mensah'],
  ['Studio/Templates/letterhead.docx', 'Document', 180_000, '2024-09-05', 'Marta Ruiz'],
  ['Studio/holiday-planner-2025.xlsx', 'Spreadsheet', 95_000, '2025-06-03', 'Marta Ruiz'],
  ['Studio/office-handbook.pdf', 'PDF', 1_600_000, '2025-01-07', 'Lena Hoffmann'],
];

export const projectFiles: ProjectFile[] = entries.map(([path, kind, size, modified, owner], index) => {
  const [year, month, day] = modified.split('-').map(Number);
  return {
    id: index + 1,
    path: path.split('/'),
    kind,
    size: size ?? undefined,
    modified: new Date(year, month - 1, day),
    owner,
  };
});

/** Bytes as people read them: 6.8 MB, 840 KB. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  if (bytes >= 1_000_000_000) return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} B`;
}
