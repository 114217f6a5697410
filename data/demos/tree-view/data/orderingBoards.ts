/** Data sets of the ordering demos: a conference agenda and a sprint backlog. */
export interface AgendaNode {
  id: string;
  label: string;
  children?: AgendaNode[];
}

export const conferenceAgenda: AgendaNode[] = [
  {
    id: 'day-1',
    label: 'Day 1 · Thursday',
    children: [
      { id: 'keynote', label: 'Opening keynote' },
      { id: 'design-systems', label: 'Design systems at scale' },
      { id: 'a11y-panel', label: 'Accessibility panel' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2 · Friday',
    children: [
      { id: 'workshop', label: 'Testing workshop' },
      { id: 'lightning', label: 'Lightning talks' },
      { id: 'closing', label: 'Closing remarks' },
    ],
  },
];

export interface BacklogNode {
  id: string;
  label: string;
  children?: BacklogNode[];
}

export const sprintBacklog: BacklogNode[] = [
  {
    id: 'checkout',
    label: 'Epic: faster checkout',
    children: [
      { id: 'saved-cards', label: 'Saved payment cards' },
      { id: 'address-lookup', label: 'Address lookup' },
    ],
  },
  {
    id: 'search',
    label: 'Epic: better search',
    children: [
      { id: 'typo-tolerance', label: 'Typo tolerance' },
      { id: 'filters', label: 'Filter by brand' },
    ],
  },
  { id: 'bugfix', label: 'Fix invoice rounding' },
];
