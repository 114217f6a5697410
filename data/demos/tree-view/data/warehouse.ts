/**
 * A warehouse's stock as an API would return it: numeric codes, a `name` and `sections` instead of the
 * Tree View's default `id`, `label` and `children`. Used by the demos that map a custom data shape.
 */
export interface StockNode {
  code: number;
  name: string;
  discontinued?: boolean;
  sections?: StockNode[];
}

export const warehouse: StockNode[] = [
  {
    code: 100,
    name: 'Kitchen',
    sections: [
      { code: 110, name: 'Cast-iron skillets' },
      { code: 120, name: 'Chef knives' },
      { code: 130, name: 'Fondue sets', discontinued: true },
    ],
  },
  {
    code: 200,
    name: 'Garden',
    sections: [
      { code: 210, name: 'Watering cans' },
      { code: 220, name: 'Hedge trimmers', discontinued: true, sections: [{ code: 221, name: 'Spare blades' }] },
    ],
  },
  { code: 300, name: 'Lighting', sections: [{ code: 310, name: 'Desk lamps' }] },
];
