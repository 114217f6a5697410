/**
 * A product inventory: the stock of an outdoor-gear shop, with SKU, category, supplier, price, units
 * in stock, reorder level, rating and the date of the last delivery.
 */
export interface Product {
  id: string;
  name: string;
  category: 'Tents' | 'Sleeping' | 'Packs' | 'Cooking' | 'Clothing' | 'Footwear' | 'Navigation';
  supplier: string;
  /** Retail price in US dollars. */
  price: number;
  stock: number;
  /** Below this many units, the product should be reordered. */
  reorderLevel: number;
  /** Average customer rating, 1 to 5 with one decimal. */
  rating: number;
  lastDelivery: Date;
  discontinued: boolean;
}

type Entry = [string, string, Product['category'], string, number, number, number, number, string, boolean];

// sku, name, category, supplier, price, stock, reorder level, rating, last delivery, discontinued
const entries: Entry[] = [
  ['TN-2041', 'Ridgeline 2-person tent', 'Tents', 'Alpine Works', 329, 18, 10, 4.6, '2025-03-12', false],
  ['TN-2042', 'Ridgeline 3-person tent', 'Tents', 'Alpine Works', 419, 6, 8, 4.5, '2025-02-27', false],
  ['TN-1180', 'Ultralight trekking shelter', 'Tents', 'Fjell Gear', 275, 11, 6, 4.2, '2025-01-30', false],
  ['TN-0930', 'Family dome tent', 'Tents', 'Campfire Supply', 259, 0, 4, 3.9, '2024-11-18', true],
  ['SL-3302', 'Down sleeping bag −7 °C', 'Sleeping', 'Fjell Gear', 389, 24, 12, 4.8, '2025-03-04', false],
  ['SL-3310', 'Synthetic sleeping bag 2 °C', 'Sleeping', 'Campfire Supply', 149, 37, 15, 4.3, '2025-02-11', false],
  ['SL-1507', 'Insulated sleeping pad', 'Sleeping', 'Alpine Works', 179, 9, 12, 4.4, '2025-03-18', false],
  ['SL-1512', 'Foam sleeping mat', 'Sleeping', 'Trailhead Co.', 45, 64, 20, 4.0, '2025-01-07', false],
  ['PK-4400', 'Summit 45 L backpack', 'Packs', 'Trailhead Co.', 219, 21, 10, 4.7, '2025-02-20', false],
  ['PK-4410', 'Summit 65 L backpack', 'Packs', 'Trailhead Co.', 279, 14, 8, 4.6, '2025-02-20', false],
  ['PK-2205', 'Daypack 22 L', 'Packs', 'Urban Peak', 89, 52, 20, 4.4, '2025-03-25', false],
  ['PK-1101', 'Hydration vest 8 L', 'Packs', 'Urban Peak', 119, 3, 6, 4.1, '2024-12-09', false],
  ['CK-5001', 'Titanium cook pot 900 ml', 'Cooking', 'Fjell Gear', 64, 40, 15, 4.5, '2025-01-22', false],
  ['CK-5020', 'Canister stove', 'Cooking', 'Campfire Supply', 59, 28, 12, 4.3, '2025-03-06', false],
  ['CK-5033', 'Water filter squeeze', 'Cooking', 'Clearwater Labs', 42, 7, 15, 4.6, '2025-03-28', false],
  ['CK-5090', 'Folding spork', 'Cooking', 'Trailhead Co.', 9, 210, 50, 3.8, '2024-10-14', false],
  ['CL-6102', 'Rain shell jacket', 'Clothing', 'Nordwand', 249, 19, 10, 4.5, '2025-02-03', false],
  ['CL-6110', 'Merino base layer', 'Clothing', 'Nordwand', 95, 45, 20, 4.7, '2025-03-14', false],
  ['CL-6125', 'Fleece midlayer', 'Clothing', 'Urban Peak', 79, 0, 15, 4.2, '2024-12-19', false],
  ['CL-6140', 'Softshell trousers', 'Clothing', 'Nordwand', 129, 16, 10, 4.4, '2025-01-28', false],
  ['FW-7001', 'Trail running shoes', 'Footwear', 'Stride Lab', 149, 33, 15, 4.5, '2025-03-20', false],
  ['FW-7015', 'Leather hiking boots', 'Footwear', 'Stride Lab', 229, 12, 10, 4.8, '2025-02-14', false],
  ['FW-7030', 'Camp sandals', 'Footwear', 'Urban Peak', 49, 58, 20, 3.9, '2024-09-30', true],
  ['NV-8001', 'Handheld GPS', 'Navigation', 'Meridian Instruments', 349, 8, 5, 4.3, '2025-01-15', false],
  ['NV-8010', 'Baseplate compass', 'Navigation', 'Meridian Instruments', 35, 74, 25, 4.6, '2025-02-25', false],
  ['NV-8020', 'Headlamp 400 lm', 'Navigation', 'Clearwater Labs', 55, 5, 20, 4.4, '2025-03-30', false],
];

export const products: Product[] = entries.map(
  ([id, name, category, supplier, price, stock, reorderLevel, rating, lastDelivery, discontinued]) => ({
    id,
    name,
    category,
    supplier,
    price,
    stock,
    reorderLevel,
    rating,
    lastDelivery: new Date(`${lastDelivery}T12:00:00Z`),
    discontinued,
  }),
);

export const productCategories: Product['category'][] = ['Tents', 'Sleeping', 'Packs', 'Cooking', 'Clothing', 'Footwear', 'Navigation'];
