/**
 * Purchase orders of a small bakery chain: each order goes to one supplier and has one to five lines.
 * Generated from a fixed seed, so every render (server, browser, screenshot) sees the same 24 orders.
 * Used by the master-detail demos, where the lines are what a detail panel shows.
 */

export type PurchaseStatus = 'Draft' | 'Sent' | 'Confirmed' | 'Received';

export interface PurchaseLine {
  sku: string;
  item: string;
  quantity: number;
  /** Unit of the quantity: `kg`, `L`, `pcs`. */
  unit: string;
  /** Price of one unit in euros. */
  unitPrice: number;
}

export interface PurchaseOrder {
  id: number;
  /** Number as printed on the order, `PO-2301` onwards. */
  number: string;
  supplier: string;
  city: string;
  store: string;
  buyer: string;
  orderDate: Date;
  deliveryDate: Date;
  status: PurchaseStatus;
  /** Free text for the supplier; empty when there is none. */
  note: string;
  lines: PurchaseLine[];
  /** Sum of the lines, rounded to the cent. */
  total: number;
}

const suppliers: Array<[name: string, city: string, items: Array<[string, string, string, number]>]> = [
  ['Moulin de la Vallée', 'Rouen', [
    ['FL-T65', 'Wheat flour T65', 'kg', 0.92],
    ['FL-T80', 'Bise flour T80', 'kg', 1.08],
    ['FL-RYE', 'Rye flour T130', 'kg', 1.24],
    ['FL-SPE', 'Spelt flour', 'kg', 1.9],
  ]],
  ['Laiterie du Bocage', 'Vire', [
    ['DA-BUT', 'Butter 82% (block)', 'kg', 8.4],
    ['DA-CRM', 'Cream 35%', 'L', 4.1],
    ['DA-MLK', 'Whole milk', 'L', 1.15],
  ]],
  ['Ferme des Trois Chênes', 'Alençon', [
    ['EG-FRE', 'Free-range eggs (tray of 30)', 'pcs', 9.6],
    ['FR-APL', 'Cooking apples', 'kg', 2.2],
    ['FR-RAS', 'Raspberries', 'kg', 11.5],
  ]],
  ['Épicerie Fine Marchand', 'Paris', [
    ['SU-CAS', 'Caster sugar', 'kg', 1.35],
    ['CH-70', 'Dark chocolate 70%', 'kg', 14.8],
    ['VA-POD', 'Vanilla pods (pack of 10)', 'pcs', 18],
    ['NU-ALM', 'Ground almonds', 'kg', 12.4],
    ['YE-FRE', 'Fresh yeast', 'kg', 3.6],
  ]],
];

const stores = ['Rue Cler', 'Montmartre', 'Bastille', 'Batignolles'];
const buyers = ['Camille Roux', 'Hugo Lefèvre', 'Nadia Benali'];
const statuses: PurchaseStatus[] = ['Received', 'Received', 'Received', 'Confirmed', 'Sent', 'Draft'];
const notes = [
  '',
  '',
  'Deliver before 6 am through the side door.',
  '',
  'Call the store manager on arrival.',
  'Pallets must not exceed 1.2 m in height.',
];

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(count: number): PurchaseOrder[] {
  const random = seeded(2301);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const [supplier, city, items] = suppliers[index % suppliers.length];
    const lineCount = 1 + Math.floor(random() * Math.min(5, items.length));
    // A seeded shuffle (Fisher–Yates): the same lines on every run.
    const shuffled = [...items];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const chosen = shuffled.slice(0, lineCount);
    const lines = chosen.map(([sku, item, unit, unitPrice]) => ({
      sku,
      item,
      unit,
      unitPrice,
      quantity: unit === 'pcs' ? 2 + Math.floor(random() * 10) : 5 * (1 + Math.floor(random() * 20)),
    }));
    const day = 3 + index * 2 + Math.floor(random() * 2);
    return {
      id: index + 1,
      number: `PO-${2301 + index}`,
      supplier,
      city,
      store: pick(stores),
      buyer: pick(buyers),
      orderDate: new Date(2025, 2, day),
      deliveryDate: new Date(2025, 2, day + 2 + Math.floor(random() * 4)),
      status: pick(statuses),
      note: pick(notes),
      lines,
      total: Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100,
    };
  });
}

export const purchaseOrders: PurchaseOrder[] = generate(24);

export const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** What the pretend API of the lazy-loading demo answers: the lines of one order. */
export interface LinesResponse {
  lines: PurchaseLine[];
  /** The request's number since the page loaded, to show when a panel fetches again. */
  request: number;
}

let lineRequests = 0;

/**
 * A pretend API for the lazy-loading demo: the lines of a purchase order arrive 900 ms after they are
 * asked for, and every request is counted. No network is involved.
 */
export async function fetchOrderLines(orderId: number): Promise<LinesResponse> {
  lineRequests += 1;
  const request = lineRequests;
  await new Promise<void>((resolve) => setTimeout(resolve, 900));
  const order = purchaseOrders.find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`No purchase order ${orderId}`);
  return { lines: order.lines, request };
}
