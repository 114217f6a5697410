import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly downloads of an open-source package.
const downloads = [412000, 468000, 530000, 611000, 702000, 745000, 798000, 887000, 1012000, 1164000, 1298000, 1405000];
const exact = new Intl.NumberFormat('en-US');

export default function AxisFormatterScale() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          scaleType: 'linear',
          width: 50,
          // Ticks use the scale's own formatter: one unit for all ticks, with the precision the
          // step between ticks needs ("0.5M", "1M"). Anywhere else, the value is printed in full.
          valueFormatter: (value: number, context) => {
            if (context.location !== 'tick') return exact.format(value);
            return value === 0 ? '0' : context.scale.tickFormat(5, '~s')(value);
          },
        },
      ]}
      series={[{ data: downloads, label: 'Downloads', valueFormatter: (value) => (value == null ? '' : exact.format(value)) }]}
      hideLegend
    />
  );
}
