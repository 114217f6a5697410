/** Review scores of three laptops on six criteria, out of 10. */
export const laptopCriteria = ['Performance', 'Battery', 'Display', 'Keyboard', 'Portability', 'Price'];

export const laptops = [
  { id: 'studio', label: 'Studio 16', scores: [9.1, 6.2, 9.4, 7.8, 4.9, 4.1] },
  { id: 'air', label: 'Air 13', scores: [6.8, 9.3, 7.6, 7.1, 9.4, 6.9] },
  { id: 'work', label: 'Work 14', scores: [7.4, 8.1, 6.5, 9.2, 7.7, 8.3] },
];

export const score = (value: number | null) => (value == null ? '' : `${value.toFixed(1)} / 10`);
