import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Yearly revenue of two product lines, in US dollars, on a time axis.
const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].map((year) => new Date(Date.UTC(year, 0, 1)));
const licences = [1_240_000, 1_410_000, 1_380_000, 1_690_000, 1_950_000, 2_210_000, 2_480_000, 2_760_000];
const support = [420_000, 455_000, 510_000, 560_000, 640_000, 700_000, 790_000, 905_000];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

export default function TooltipFormatting() {
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: years,
          // The axis formatter writes the tick labels and the tooltip's header: the year only.
          valueFormatter: (date: Date) => String(date.getUTCFullYear()),
        },
      ]}
      yAxis={[{ width: 60, valueFormatter: (value: number) => compactUsd.format(value) }]}
      series={[
        // The series formatter writes each value in the tooltip: full dollars.
        { data: licences, label: 'Licences', valueFormatter: (value) => (value == null ? '' : usd.format(value)) },
        { data: support, label: 'Support', valueFormatter: (value) => (value == null ? '' : usd.format(value)) },
      ]}
    />
    // preview-end
  );
}
