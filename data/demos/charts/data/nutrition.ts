/** Nutrients per 100 g of three dry foods, in grams (typical values from food composition tables). */
export const nutrients = ['Protein', 'Fat', 'Carbohydrates', 'Fiber', 'Sugars'];

export const foods = [
  { id: 'oats', label: 'Rolled oats', values: [13.2, 6.5, 67.7, 10.1, 1.0] },
  { id: 'lentils', label: 'Red lentils', values: [24.6, 1.1, 63.4, 10.7, 2.0] },
  { id: 'almonds', label: 'Almonds', values: [21.2, 49.9, 21.6, 12.5, 4.4] },
];

export const grams = (value: number | null) => (value == null ? '' : `${value} g`);
