/** A city's yearly budget: where the money comes from and which department spends it (millions of euros). */
export const budgetSources = ['Local taxes', 'State grants', 'Fees and rents'];

export const budgetFlows: { source: string; target: string; value: number }[] = [
  { source: 'Local taxes', target: 'Schools', value: 212 },
  { source: 'Local taxes', target: 'Transport', value: 118 },
  { source: 'Local taxes', target: 'Social services', value: 96 },
  { source: 'Local taxes', target: 'Parks and culture', value: 41 },
  { source: 'State grants', target: 'Schools', value: 134 },
  { source: 'State grants', target: 'Social services', value: 121 },
  { source: 'State grants', target: 'Transport', value: 38 },
  { source: 'Fees and rents', target: 'Transport', value: 64 },
  { source: 'Fees and rents', target: 'Parks and culture', value: 27 },
  { source: 'Fees and rents', target: 'Schools', value: 12 },
];

export const budgetDepartments = ['Schools', 'Transport', 'Social services', 'Parks and culture'];
