/** Weekly figures of a web shop over the last twelve weeks. */
export const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'];

export const kpis = [
  {
    id: 'revenue',
    title: 'Revenue',
    unit: 'k$',
    values: [84, 88, 86, 93, 97, 95, 101, 108, 104, 112, 118, 121],
    format: (value: number) => `$${value}k`,
  },
  {
    id: 'orders',
    title: 'Orders',
    unit: '',
    values: [1310, 1355, 1290, 1402, 1460, 1421, 1498, 1570, 1533, 1612, 1688, 1702],
    format: (value: number) => value.toLocaleString('en-US'),
  },
  {
    id: 'conversion',
    title: 'Conversion rate',
    unit: '%',
    values: [2.9, 3.0, 2.8, 3.1, 3.2, 3.0, 3.3, 3.4, 3.2, 3.5, 3.6, 3.5],
    format: (value: number) => `${value.toFixed(1)}%`,
  },
  {
    id: 'refunds',
    title: 'Refund requests',
    unit: '',
    values: [46, 41, 52, 38, 44, 40, 35, 37, 33, 31, 34, 29],
    format: (value: number) => String(value),
  },
];
