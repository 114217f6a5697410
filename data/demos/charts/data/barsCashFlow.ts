/** Quarterly cash flows of a small manufacturer, in thousands of euros: money in is positive, money out negative. */
export const cashQuarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'];

export const cashFlows: { id: string; label: string; values: number[] }[] = [
  { id: 'operations', label: 'Operations', values: [182, 205, 161, 240, 196, 228] },
  { id: 'investing', label: 'Investing', values: [-95, -140, -60, -210, -80, -120] },
  { id: 'financing', label: 'Financing', values: [40, -25, -30, 120, -45, -35] },
];

export const euros = (value: number | null) => (value == null ? '' : `${value < 0 ? '−' : ''}€${Math.abs(value)}k`);
