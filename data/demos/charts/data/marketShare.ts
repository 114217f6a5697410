/** Market shares, in percent, rounded (approximate figures for illustration). */

export const desktopBrowsers = [
  { id: 'chrome', label: 'Chrome', value: 65.4 },
  { id: 'edge', label: 'Edge', value: 13.6 },
  { id: 'safari', label: 'Safari', value: 9.0 },
  { id: 'firefox', label: 'Firefox', value: 6.6 },
  { id: 'opera', label: 'Opera', value: 3.1 },
  { id: 'other', label: 'Other', value: 2.3 },
];

export const mobileOperatingSystems = [
  { id: 'android', label: 'Android', value: 71.7 },
  { id: 'ios', label: 'iOS', value: 27.6 },
  { id: 'other', label: 'Other', value: 0.7 },
];

/** Share of smartphone shipments per vendor and year. */
export const shipmentYears = [2020, 2021, 2022, 2023, 2024];

export const smartphoneVendors: { vendor: string; share: number[] }[] = [
  { vendor: 'Samsung', share: [20, 20, 21, 20, 19] },
  { vendor: 'Apple', share: [16, 17, 19, 20, 18] },
  { vendor: 'Xiaomi', share: [11, 14, 12, 12, 14] },
  { vendor: 'Oppo', share: [9, 10, 9, 9, 9] },
  { vendor: 'vivo', share: [8, 10, 9, 8, 8] },
  { vendor: 'Others', share: [36, 29, 30, 31, 32] },
];

/** Desktop, mobile and tablet share of web traffic, with the mobile share split by operating system. */
export const deviceTraffic = [
  { id: 'mobile', label: 'Mobile', value: 58.7 },
  { id: 'desktop', label: 'Desktop', value: 39.3 },
  { id: 'tablet', label: 'Tablet', value: 2.0 },
];

export const percent = (value: number | null) => (value == null ? '' : `${value}%`);
