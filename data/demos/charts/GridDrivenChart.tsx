import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, gridFilteredSortedRowEntriesSelector, type GridColDef } from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { countries, type Country } from './data/countries';

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
];

export default function GridDrivenChart() {
  const apiRef = useGridApiRef();
  const [visible, setVisible] = React.useState<Country[]>(countries);

  // Re-read the filtered and sorted rows whenever the grid's state changes.
  const sync = React.useCallback(() => {
    const next = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as Country);
    setVisible((current) => (current.length === next.length && current.every((row, index) => row === next[index]) ? current : next));
  }, [apiRef]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ height: 320, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={countries}
          columns={columns}
          onStateChange={sync}
          initialState={{ filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Europe' }] } } }}
          density="compact"
          hideFooter
        />
      </Box>
      <BarChart
        height={320}
        layout="horizontal"
        dataset={visible.slice(0, 10).map((row) => ({ name: row.name, population: row.population }))}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 100 }]}
        series={[{ dataKey: 'population', label: 'Population (M)' }]}
        hideLegend
      />
    </Box>
  );
}
