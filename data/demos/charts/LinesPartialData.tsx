import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const thousands = (value: number) => `${value}k users`;

export default function LinesPartialData() {
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40 }]}
      series={[
        {
          // Nine values for twelve months: the line stops after September.
          data: [42, 44, 47, 49, 50, 46, 38, 27, 15],
          label: 'App v1',
          // Called with null for the months without a value, to say why.
          valueFormatter: (value) => (value == null ? 'retired' : thousands(value)),
        },
        {
          // null until the May launch: the line starts there.
          data: [null, null, null, null, 6, 14, 25, 37, 48, 57, 63, 68],
          label: 'App v2',
          valueFormatter: (value) => (value == null ? 'not launched yet' : thousands(value)),
        },
      ]}
    />
    // preview-end
  );
}
