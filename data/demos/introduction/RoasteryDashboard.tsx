import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { categories, leafCategories, months, products, type Product } from './data/roastery';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, valueFormatter: (value: number) => currency.format(value) },
  {
    field: 'units',
    headerName: 'Units (H1)',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.monthlyUnits.reduce((sum, units) => sum + units, 0),
  },
];

export default function RoasteryDashboard() {
  const [category, setCategory] = React.useState<string | null>('coffee');
  const [launchedAfter, setLaunchedAfter] = React.useState<Dayjs | null>(null);
  const headingId = React.useId();

  // preview-start
  // One selection drives everything: the tree picks a category, the date picker narrows by launch date,
  // the grid lists the matching products and the chart sums their sales per month.
  const rows = React.useMemo(() => {
    const leaves = category ? leafCategories(category) : [];
    return products.filter(
      (product) =>
        (leaves.length === 0 || leaves.includes(product.category)) &&
        (!launchedAfter || !dayjs(product.launched).isBefore(launchedAfter, 'day')),
    );
  }, [category, launchedAfter]);

  const monthly = months.map((_, month) => rows.reduce((sum, product) => sum + product.monthlyUnits[month], 0));
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3" id={headingId} sx={{ mb: 1 }}>
            Categories
          </Typography>
          <RichTreeView
            aria-labelledby={headingId}
            items={categories}
            selectedItems={category}
            onSelectedItemsChange={(_event, itemId) => setCategory(itemId)}
            defaultExpandedItems={['coffee', 'equipment']}
          />
          <DatePicker
            label="Launched since"
            value={launchedAfter}
            onChange={(value) => setLaunchedAfter(value)}
            minDate={dayjs('2022-01-01')}
            maxDate={dayjs('2025-06-30')}
            slotProps={{ textField: { size: 'small', fullWidth: true, sx: { mt: 2 } }, field: { clearable: true } }}
          />
        </Paper>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
          <Box sx={{ height: 300 }}>
            <DataGrid
              rows={rows}
              columns={columns}
              density="compact"
              hideFooter
              disableColumnMenu
              aria-label="Products in the selected category"
            />
          </Box>
          <Paper variant="outlined" sx={{ pt: 1 }}>
            <BarChart
              height={220}
              xAxis={[{ scaleType: 'band', data: months }]}
              series={[{ data: monthly, label: 'Units sold', color: '#0d64c4' }]}
              margin={{ left: 8, right: 16 }}
            />
          </Paper>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
