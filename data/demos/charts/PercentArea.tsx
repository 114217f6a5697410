import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { shipmentYears, smartphoneVendors } from './data/marketShare';

export default function PercentArea() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: shipmentYears, valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%`, width: 48 }]}
      series={smartphoneVendors.map((vendor) => ({
        data: vendor.share,
        label: vendor.vendor,
        area: true,
        stack: 'share',
        stackOffset: 'expand',
        showMark: false,
        valueFormatter: (value: number | null) => (value == null ? '' : `${value}%`),
      }))}
    />
  );
}
