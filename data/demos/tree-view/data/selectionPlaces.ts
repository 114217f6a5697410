/** Data sets of the RichTreeView selection demos: office locations and a skills taxonomy. */
export interface PlaceNode {
  id: string;
  label: string;
  children?: PlaceNode[];
}

export const offices: PlaceNode[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'berlin', label: 'Berlin' },
      { id: 'lisbon', label: 'Lisbon' },
      { id: 'warsaw', label: 'Warsaw' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'montreal', label: 'Montréal' },
      { id: 'sao-paulo', label: 'São Paulo' },
    ],
  },
  { id: 'remote', label: 'Remote' },
];

/** The label of an id in one of these data sets (offices by default). */
export function labelOf(id: string, items: readonly PlaceNode[] = offices): string {
  return findLabel(id, items) ?? id;
}

function findLabel(id: string, items: readonly PlaceNode[]): string | undefined {
  for (const item of items) {
    if (item.id === id) return item.label;
    const found = item.children && findLabel(id, item.children);
    if (found) return found;
  }
  return undefined;
}

export const skills: PlaceNode[] = [
  {
    id: 'frontend',
    label: 'Frontend',
    children: [
      { id: 'react', label: 'React' },
      { id: 'css', label: 'CSS' },
      { id: 'a11y', label: 'Accessibility' },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    children: [
      { id: 'node', label: 'Node.js' },
      { id: 'postgres', label: 'PostgreSQL' },
    ],
  },
];
