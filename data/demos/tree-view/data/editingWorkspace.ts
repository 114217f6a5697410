/** A team workspace for the label editing demos: folders and documents, some of them locked. */
export interface WorkspaceNode {
  id: string;
  label: string;
  /** Locked items keep their name: the editing demos make them read-only. */
  locked?: boolean;
  children?: WorkspaceNode[];
}

export const workspace: WorkspaceNode[] = [
  {
    id: 'templates',
    label: 'Templates',
    locked: true,
    children: [
      { id: 'templates/invoice', label: 'Invoice.docx', locked: true },
      { id: 'templates/brief', label: 'Project brief.docx', locked: true },
    ],
  },
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'clients/quote', label: 'Quote 2025-041.pdf' },
      { id: 'clients/notes', label: 'Kick-off notes.md' },
    ],
  },
  { id: 'roadmap', label: 'Roadmap.xlsx' },
];

/** "report.pdf" → ".pdf"; "" when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}
