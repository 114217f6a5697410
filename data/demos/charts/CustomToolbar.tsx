import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

/** The toolbar reads the sort state from context: a slot is a component type, defined once. */
const SortContext = React.createContext({ sorted: false, toggle: () => {} });

// A toolbar built from the exported parts: the default look, and the button slot of the chart.
// preview-start
function SortToolbar() {
  const { sorted, toggle } = React.useContext(SortContext);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ px: 1 }}>
        Revenue by region
      </Typography>
      <ToolbarButton aria-label="Sort regions by Q4 revenue" aria-pressed={sorted} onClick={toggle}>
        <span aria-hidden style={{ fontSize: 14, lineHeight: 1, padding: '0 4px' }}>
          {sorted ? 'Q4 ↓' : 'A–Z'}
        </span>
      </ToolbarButton>
    </Toolbar>
  );
}
// preview-end

export default function CustomToolbar() {
  const [sorted, setSorted] = React.useState(false);
  const sort = React.useMemo(() => ({ sorted, toggle: () => setSorted((value) => !value) }), [sorted]);
  const rows = sorted ? [...revenueByRegion].sort((a, b) => b.values[3] - a.values[3]) : revenueByRegion;
  return (
    <SortContext.Provider value={sort}>
      {/* preview-start */}
      <BarChart
        showToolbar
        slots={{ toolbar: SortToolbar }}
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: quarters }]}
        xAxis={[{ valueFormatter: (value: number) => formatThousands(value) }]}
        series={rows.map((row) => ({ id: row.region, data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
      {/* preview-end */}
    </SortContext.Provider>
  );
}
