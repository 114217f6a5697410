/** Data sets of the RichTreeView items demos, each shaped the way some API might return it. */

/** A shop's catalogue keyed by SKU: the id lives in `sku`, not `id`. */
export interface CatalogueEntry {
  sku: string;
  label: string;
  children?: CatalogueEntry[];
}

export const catalogue: CatalogueEntry[] = [
  {
    sku: 'TEA',
    label: 'Tea',
    children: [
      { sku: 'TEA-GRN-SEN', label: 'Sencha, 100 g' },
      { sku: 'TEA-BLK-ASM', label: 'Assam, 250 g' },
    ],
  },
  {
    sku: 'COF',
    label: 'Coffee',
    children: [
      { sku: 'COF-BEA-ETH', label: 'Ethiopian beans, 1 kg' },
      { sku: 'COF-GRD-COL', label: 'Colombian ground, 500 g' },
    ],
  },
];

/** Mail folders with a name and an unread count instead of a ready-made label. */
export interface MailFolder {
  id: string;
  name: string;
  unread: number;
  children?: MailFolder[];
}

export const mailFolders: MailFolder[] = [
  { id: 'inbox', name: 'Inbox', unread: 14 },
  {
    id: 'projects',
    name: 'Projects',
    unread: 3,
    children: [
      { id: 'projects/atlas', name: 'Atlas redesign', unread: 3 },
      { id: 'projects/hiring', name: 'Hiring', unread: 0 },
    ],
  },
  { id: 'archive', name: 'Archive', unread: 0 },
];

/** A streaming catalogue: series hold `seasons`, seasons hold `episodes`. */
export interface Episode {
  id: string;
  label: string;
}
export interface Season {
  id: string;
  label: string;
  episodes: Episode[];
}
export interface Series {
  id: string;
  label: string;
  seasons: Season[];
}
export type ShowNode = Series | Season | Episode;

export const series: Series[] = [
  {
    id: 'tidewater',
    label: 'Tidewater',
    seasons: [
      {
        id: 'tidewater/s1',
        label: 'Season 1',
        episodes: [
          { id: 'tidewater/s1/e1', label: '1. Low tide' },
          { id: 'tidewater/s1/e2', label: '2. The lighthouse keeper' },
        ],
      },
      { id: 'tidewater/s2', label: 'Season 2', episodes: [{ id: 'tidewater/s2/e1', label: '1. Storm season' }] },
    ],
  },
  {
    id: 'night-shift',
    label: 'Night Shift',
    seasons: [{ id: 'night-shift/s1', label: 'Season 1', episodes: [{ id: 'night-shift/s1/e1', label: '1. Pilot' }] }],
  },
];
