/**
 * A small coffee roastery's catalogue and its orders for the first half of 2025: the data set of the
 * MUI X overview demo, where a tree, a grid, a chart and a date picker show the same business.
 */
export interface CategoryNode {
  id: string;
  label: string;
  children?: CategoryNode[];
}

export const categories: CategoryNode[] = [
  {
    id: 'coffee',
    label: 'Coffee',
    children: [
      { id: 'espresso', label: 'Espresso blends' },
      { id: 'single-origin', label: 'Single origin' },
    ],
  },
  {
    id: 'equipment',
    label: 'Equipment',
    children: [
      { id: 'grinders', label: 'Grinders' },
      { id: 'brewers', label: 'Brewers' },
    ],
  },
];

export interface Product {
  id: number;
  name: string;
  category: 'espresso' | 'single-origin' | 'grinders' | 'brewers';
  price: number;
  /** Units sold per month, January to June 2025. */
  monthlyUnits: [number, number, number, number, number, number];
  /** First day the product was on sale, ISO date. */
  launched: string;
}

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export const products: Product[] = [
  { id: 1, name: 'Harbour Espresso 1 kg', category: 'espresso', price: 32, monthlyUnits: [140, 152, 149, 171, 180, 176], launched: '2023-03-01' },
  { id: 2, name: 'Night Shift Decaf 500 g', category: 'espresso', price: 17.5, monthlyUnits: [48, 51, 44, 58, 61, 66], launched: '2024-09-15' },
  { id: 3, name: 'Ethiopia Guji 250 g', category: 'single-origin', price: 14, monthlyUnits: [85, 92, 110, 104, 98, 121], launched: '2025-02-03' },
  { id: 4, name: 'Colombia Huila 250 g', category: 'single-origin', price: 13, monthlyUnits: [77, 70, 82, 95, 88, 90], launched: '2024-05-20' },
  { id: 5, name: 'Kenya Nyeri 250 g', category: 'single-origin', price: 15.5, monthlyUnits: [0, 0, 0, 64, 79, 83], launched: '2025-04-01' },
  { id: 6, name: 'Conical Burr Grinder', category: 'grinders', price: 189, monthlyUnits: [12, 9, 14, 11, 16, 15], launched: '2022-11-10' },
  { id: 7, name: 'Hand Grinder Travel', category: 'grinders', price: 79, monthlyUnits: [21, 18, 25, 30, 34, 29], launched: '2024-01-08' },
  { id: 8, name: 'Pour-over Dripper', category: 'brewers', price: 28, monthlyUnits: [40, 38, 45, 52, 57, 61], launched: '2023-06-12' },
  { id: 9, name: 'French Press 1 l', category: 'brewers', price: 39, monthlyUnits: [26, 24, 22, 27, 25, 31], launched: '2022-08-30' },
];

/** The leaf categories under a tree item (the item itself when it is a leaf). */
export function leafCategories(id: string, nodes: readonly CategoryNode[] = categories): string[] {
  for (const node of nodes) {
    if (node.id === id) return node.children ? node.children.flatMap((child) => leafCategories(child.id, node.children)) : [node.id];
    const found = node.children && leafCategories(id, node.children);
    if (found && found.length) return found;
  }
  return [];
}
