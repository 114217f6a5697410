import * as React from 'react';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// Monthly active users of an app (thousands): 8 months measured, the rest forecast with a widening range.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LAST_ACTUAL = 7;
const actual = [120, 126, 131, 140, 146, 155, 161, 168, null, null, null, null];
const forecast = months.map((_, index) => (index < LAST_ACTUAL ? null : Math.round(168 * 1.045 ** (index - LAST_ACTUAL))));
const spread = (index: number) => (index <= LAST_ACTUAL ? 0 : 4 * (index - LAST_ACTUAL) ** 1.2);
const low = forecast.map((value, index) => (value == null ? null : Math.round(value - spread(index))));
const high = forecast.map((value, index) => (value == null ? null : Math.round(value + spread(index))));
// null hides a series' row in the tooltip where it has no value.
const thousands = (value: number | null) => (value == null ? null : `${value}k`);

// preview-start
// Drawn as a child of the chart: a polygon along the upper bound and back along the lower one.
function UncertaintyBand() {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const indexes = months.map((_, index) => index).filter((index) => high[index] != null);
  const upper = indexes.map((index) => `${xScale(months[index])},${yScale(high[index]!)}`);
  const lower = indexes.reverse().map((index) => `${xScale(months[index])},${yScale(low[index]!)}`);
  return <polygon points={[...upper, ...lower].join(' ')} fill="rgba(25, 118, 210, 0.3)" />;
}
// preview-end

export default function LineDemoUncertainty() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 50, min: 100, label: 'Users (k)' }]}
      series={[
        { id: 'actual', data: actual, label: 'Measured', showMark: false, valueFormatter: thousands },
        { id: 'forecast', data: forecast, label: 'Forecast', showMark: false, color: '#1976d2', valueFormatter: thousands },
        // The bounds feed the legend and tooltip; the line itself is hidden by sx, the band drawn below.
        { id: 'range', data: high, label: 'Likely range', color: 'rgba(25, 118, 210, 0.3)', showMark: false, disableHighlight: true, valueFormatter: (value, { dataIndex }) => (value == null ? null : `${low[dataIndex]}–${value}k`) },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '5 4' },
        [`& .${lineElementClasses.series}-range`]: { display: 'none' },
      }}
    >
      {/* preview-start */}
      <UncertaintyBand />
      {/* preview-end */}
    </LineChart>
  );
}
