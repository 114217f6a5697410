import type { GridColDef } from '@mui/x-data-grid';

/**
 * Orders of an outdoor-gear wholesaler, January 2024 to June 2025: who bought what, where, through
 * which channel, and for how much. Generated once from a fixed seed, so every render (server, browser,
 * screenshot) sees the same 240 orders.
 */

export type SalesRegion = 'Europe' | 'North America' | 'Asia Pacific' | 'Latin America';
export type SalesChannel = 'Online' | 'Retail' | 'Wholesale';
export type OrderStatus = 'Delivered' | 'Shipped' | 'Processing' | 'Returned';

export interface StoreOrder {
  id: number;
  /** Order number as printed on the invoice, `SO-10001` onwards. */
  orderNumber: string;
  date: Date;
  customer: string;
  city: string;
  country: string;
  region: SalesRegion;
  category: string;
  product: string;
  /** The account manager; `null` for online orders, which nobody manages. */
  salesRep: string | null;
  channel: SalesChannel;
  quantity: number;
  unitPrice: number;
  /** Discount granted on the order, as a fraction (0.1 is 10%). */
  discount: number;
  /** `quantity × unitPrice × (1 − discount)`, rounded to the cent. */
  total: number;
  status: OrderStatus;
}

export interface Product {
  name: string;
  category: string;
  unitPrice: number;
}

export const products: Product[] = [
  { name: 'Ridgeline 2P Tent', category: 'Tents', unitPrice: 329 },
  { name: 'Basecamp 4P Tent', category: 'Tents', unitPrice: 549 },
  { name: 'Ultralight Bivy', category: 'Tents', unitPrice: 189 },
  { name: 'Trailhead 28L Daypack', category: 'Backpacks', unitPrice: 119 },
  { name: 'Summit 55L Pack', category: 'Backpacks', unitPrice: 239 },
  { name: 'Hydration Vest', category: 'Backpacks', unitPrice: 89 },
  { name: 'Granite Hiking Boot', category: 'Footwear', unitPrice: 189 },
  { name: 'Scree Trail Runner', category: 'Footwear', unitPrice: 139 },
  { name: 'Camp Sandal', category: 'Footwear', unitPrice: 59 },
  { name: 'Storm Shell Jacket', category: 'Clothing', unitPrice: 259 },
  { name: 'Merino Base Layer', category: 'Clothing', unitPrice: 79 },
  { name: 'Down Puffy Vest', category: 'Clothing', unitPrice: 149 },
  { name: 'Dynamic Rope 60 m', category: 'Climbing', unitPrice: 199 },
  { name: 'Alpine Harness', category: 'Climbing', unitPrice: 89 },
  { name: 'Carabiner Set (6)', category: 'Climbing', unitPrice: 54 },
];

export const categories = ['Tents', 'Backpacks', 'Footwear', 'Clothing', 'Climbing'];

interface Customer {
  name: string;
  city: string;
  country: string;
  region: SalesRegion;
}

const customers: Customer[] = [
  { name: 'Bergsport Keller', city: 'Munich', country: 'Germany', region: 'Europe' },
  { name: 'Fjellbutikken', city: 'Bergen', country: 'Norway', region: 'Europe' },
  { name: 'Vertige Escalade', city: 'Lyon', country: 'France', region: 'Europe' },
  { name: 'Dolomiti Outdoor', city: 'Turin', country: 'Italy', region: 'Europe' },
  { name: 'Peak District Supply', city: 'Manchester', country: 'United Kingdom', region: 'Europe' },
  { name: 'Front Range Outfitters', city: 'Denver', country: 'United States', region: 'North America' },
  { name: 'Cascade Trail Co.', city: 'Seattle', country: 'United States', region: 'North America' },
  { name: 'Coast Mountain Gear', city: 'Vancouver', country: 'Canada', region: 'North America' },
  { name: 'Hokkaido Yama Sports', city: 'Sapporo', country: 'Japan', region: 'Asia Pacific' },
  { name: 'Wilderness Tasmania', city: 'Hobart', country: 'Australia', region: 'Asia Pacific' },
  { name: 'Remarkables Adventure', city: 'Queenstown', country: 'New Zealand', region: 'Asia Pacific' },
  { name: 'Andes Expediciones', city: 'Santiago', country: 'Chile', region: 'Latin America' },
  { name: 'Cumbre Mendoza', city: 'Mendoza', country: 'Argentina', region: 'Latin America' },
];

/** Account managers by region; online orders have none. */
const salesReps: Record<SalesRegion, string[]> = {
  Europe: ['Ingrid Solberg', 'Matteo Rossi'],
  'North America': ['Dana Whitfield', 'Marcus Chen'],
  'Asia Pacific': ['Aiko Tanaka'],
  'Latin America': ['Sofía Herrera'],
};

const channels: SalesChannel[] = ['Online', 'Retail', 'Retail', 'Wholesale'];
const statuses: OrderStatus[] = ['Delivered', 'Delivered', 'Delivered', 'Delivered', 'Shipped', 'Processing', 'Returned'];

/** A small seeded generator (mulberry32): the same sequence on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateOrders(count: number): StoreOrder[] {
  const random = seeded(20240101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const firstDay = new Date(2024, 0, 2).getTime();
  const days = 545; // to the end of June 2025
  const orders: StoreOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    const customer = pick(customers);
    const product = pick(products);
    const channel = pick(channels);
    const quantity = channel === 'Wholesale' ? 20 + Math.floor(random() * 60) : 1 + Math.floor(random() * 12);
    const discount = channel === 'Wholesale' ? pick([0.1, 0.15, 0.2]) : pick([0, 0, 0, 0.05]);
    const date = new Date(firstDay + Math.floor((index / count) * days + random() * 3) * 86_400_000);
    const recent = date.getTime() > new Date(2025, 5, 10).getTime();
    orders.push({
      id: index + 1,
      orderNumber: `SO-${10001 + index}`,
      date: new Date(date.getFullYear(), date.getMonth(), date.getDate()),
      customer: customer.name,
      city: customer.city,
      country: customer.country,
      region: customer.region,
      category: product.category,
      product: product.name,
      salesRep: channel === 'Online' ? null : pick(salesReps[customer.region]),
      channel,
      quantity,
      unitPrice: product.unitPrice,
      discount,
      total: Math.round(quantity * product.unitPrice * (1 - discount) * 100) / 100,
      status: recent ? pick(['Processing', 'Shipped'] as const) : pick(statuses),
    });
  }
  return orders;
}

export const storeOrders: StoreOrder[] = generateOrders(240);

/** Prices as the demos show them. */
export const currencyFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A value the grid may hand over as `undefined` (group rows, empty cells) shown as money. */
export function formatCurrency(value: number | null | undefined): string {
  return value == null ? '' : currencyFormatter.format(value);
}

/**
 * Column definitions for the orders, shared by the demos where the columns are not the point. A demo
 * picks the ones it needs by field (`orderColumn('total')`) and overrides what it teaches.
 */
export const orderColumns: GridColDef<StoreOrder>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 200 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'salesRep', headerName: 'Sales rep', width: 150 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)}%`),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  { field: 'status', headerName: 'Status', width: 120 },
];

/** The shared definition of one order column, by field. */
export function orderColumn(field: keyof StoreOrder): GridColDef<StoreOrder> {
  const column = orderColumns.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`No order column for ${field}`);
  return column;
}
