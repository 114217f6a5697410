import type { GridColDef } from '@mui/x-data-grid-premium';

/**
 * Sales facts of a two-shop bakery in 2024, for the "Understanding pivoting" demos: one row per
 * product, shop and quarter, with the units sold and the revenue. Sourdough was only baked in
 * Montmartre, and not in the first quarter, so some combinations have no fact at all.
 */
export interface BakerySale {
  id: number;
  product: string;
  shop: string;
  quarter: string;
  units: number;
  /** Revenue in euros. */
  revenue: number;
}

const prices: Record<string, number> = { Croissant: 1.4, Baguette: 1.2, 'Sourdough loaf': 6.5 };
const base: Record<string, number> = { Croissant: 5200, Baguette: 7400, 'Sourdough loaf': 610 };
const shopFactor: Record<string, number> = { 'Rue Cler': 1, Montmartre: 1.35 };
const seasonFactor: Record<string, number> = { Q1: 0.9, Q2: 1, Q3: 0.8, Q4: 1.25 };

export const bakerySales: BakerySale[] = [];
Object.keys(prices).forEach((product) => {
  Object.keys(shopFactor).forEach((shop) => {
    Object.keys(seasonFactor).forEach((quarter) => {
      if (product === 'Sourdough loaf' && (shop === 'Rue Cler' || quarter === 'Q1')) return;
      const units = Math.round(base[product] * shopFactor[shop] * seasonFactor[quarter]);
      bakerySales.push({
        id: bakerySales.length + 1,
        product,
        shop,
        quarter,
        units,
        revenue: Math.round(units * prices[product] * 100) / 100,
      });
    });
  });
});

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const bakeryColumns: GridColDef<BakerySale>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'shop', headerName: 'Shop', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  },
];
