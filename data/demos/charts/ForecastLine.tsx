import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { months, monthlyTotals, formatThousands } from './data/revenue';

// Eight months of actuals, then a forecast that starts from the last actual month.
const actual = monthlyTotals.map((value, index) => (index < 8 ? value : null));
const forecast = monthlyTotals.map((value, index) => (index >= 7 ? Math.round(value * 1.04) : null));
forecast[7] = monthlyTotals[7];

export default function ForecastLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 56 }]}
      series={[
        { id: 'actual', data: actual, label: 'Actual', valueFormatter: formatThousands },
        { id: 'forecast', data: forecast, label: 'Forecast', valueFormatter: formatThousands },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' },
        [`& .${markElementClasses.series}-forecast`]: { fill: 'transparent' },
      }}
    />
  );
}
