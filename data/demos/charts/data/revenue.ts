/** Monthly revenue of a software company, in thousands of US dollars, by product line. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface MonthlyRevenue {
  month: string;
  subscriptions: number;
  services: number;
  hardware: number;
  /** The same month's total one year earlier. */
  lastYear: number;
  /** Planned total for the month. */
  target: number;
}

export const monthlyRevenue: MonthlyRevenue[] = [
  { month: 'Jan', subscriptions: 182, services: 64, hardware: 41, lastYear: 248, target: 280 },
  { month: 'Feb', subscriptions: 188, services: 58, hardware: 37, lastYear: 251, target: 285 },
  { month: 'Mar', subscriptions: 197, services: 71, hardware: 52, lastYear: 270, target: 295 },
  { month: 'Apr', subscriptions: 203, services: 69, hardware: 44, lastYear: 266, target: 300 },
  { month: 'May', subscriptions: 211, services: 77, hardware: 48, lastYear: 281, target: 305 },
  { month: 'Jun', subscriptions: 219, services: 83, hardware: 55, lastYear: 293, target: 315 },
  { month: 'Jul', subscriptions: 224, services: 62, hardware: 39, lastYear: 279, target: 315 },
  { month: 'Aug', subscriptions: 229, services: 55, hardware: 36, lastYear: 272, target: 320 },
  { month: 'Sep', subscriptions: 240, services: 88, hardware: 61, lastYear: 306, target: 330 },
  { month: 'Oct', subscriptions: 248, services: 92, hardware: 58, lastYear: 318, target: 340 },
  { month: 'Nov', subscriptions: 257, services: 96, hardware: 74, lastYear: 339, target: 350 },
  { month: 'Dec', subscriptions: 266, services: 81, hardware: 93, lastYear: 352, target: 360 },
];

export const monthlyTotals = monthlyRevenue.map((row) => row.subscriptions + row.services + row.hardware);

/** Revenue per quarter and sales region, in thousands of US dollars. */
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export const revenueByRegion: { region: string; values: number[] }[] = [
  { region: 'North America', values: [412, 438, 451, 497] },
  { region: 'Europe', values: [318, 334, 322, 371] },
  { region: 'Asia Pacific', values: [196, 221, 243, 268] },
  { region: 'Latin America', values: [74, 81, 88, 96] },
];

/** Formats thousands of dollars: 1250 -> "$1.25M", 482 -> "$482k". */
export function formatThousands(value: number | null): string {
  if (value == null) return '';
  return value >= 1000 ? `$${(value / 1000).toFixed(2)}M` : `$${Math.round(value)}k`;
}
