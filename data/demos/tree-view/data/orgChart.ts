/** A company's teams and people: the data set of the quickstart and editing demos. */
export interface OrgUnit {
  id: string;
  label: string;
  children?: OrgUnit[];
}

export const orgChart: OrgUnit[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      {
        id: 'frontend',
        label: 'Frontend',
        children: [
          { id: 'amara-okafor', label: 'Amara Okafor' },
          { id: 'lucas-meyer', label: 'Lucas Meyer' },
        ],
      },
      {
        id: 'platform',
        label: 'Platform',
        children: [
          { id: 'sofia-rossi', label: 'Sofia Rossi' },
          { id: 'kenji-watanabe', label: 'Kenji Watanabe' },
        ],
      },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [{ id: 'ines-duarte', label: 'Inês Duarte' }],
  },
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'emea', label: 'EMEA', children: [{ id: 'jonas-berg', label: 'Jonas Berg' }] },
      { id: 'americas', label: 'Americas', children: [{ id: 'maria-gomez', label: 'María Gómez' }] },
    ],
  },
];

/** The label of a unit or person id. */
export function orgLabel(id: string, units: readonly OrgUnit[] = orgChart): string | undefined {
  for (const unit of units) {
    if (unit.id === id) return unit.label;
    const found = unit.children && orgLabel(id, unit.children);
    if (found) return found;
  }
  return undefined;
}
