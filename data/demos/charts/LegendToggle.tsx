import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses, type SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

const allSeries = revenueByRegion.map((row) => ({
  id: row.region,
  label: row.region,
  data: row.values,
  valueFormatter: formatThousands,
}));

export default function LegendToggle() {
  const [hidden, setHidden] = React.useState<string[]>(['Latin America']);
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      // A hidden series keeps its legend entry (greyed out) but draws no bars.
      series={allSeries.map((series) => (hidden.includes(series.id) ? { ...series, data: series.data.map(() => null), color: '#9e9e9e' } : series))}
      // preview-start
      slotProps={{
        legend: {
          onItemClick: (_event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext) => {
            const id = String(item.seriesId);
            setHidden((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));
          },
        },
      }}
      sx={{ [`& .${legendClasses.series}`]: { cursor: 'pointer' } }}
      // preview-end
    />
  );
}
