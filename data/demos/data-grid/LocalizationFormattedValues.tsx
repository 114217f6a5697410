import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { orders, type Order } from './data/orders';

// The grid's own texts in German, for every grid under the provider: extend the page's theme
// with the locale's `components` entry.
const withGermanGrid = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...deDE.components },
});

// preview-start
// Your values are formatted by your code: give Intl the same locale as the grid's texts.
const germanDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' });
const germanEuros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
// preview-end

export default function LocalizationFormattedValues() {
  const [formatValues, setFormatValues] = React.useState(true);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'id', headerName: 'Bestellung', width: 120 },
      { field: 'customer', headerName: 'Kunde', flex: 1, minWidth: 160 },
      {
        field: 'orderDate',
        headerName: 'Bestelldatum',
        type: 'date',
        width: 150,
        // preview-start
        ...(formatValues && { valueFormatter: (value: Date) => germanDate.format(value) }),
        // preview-end
      },
      { field: 'quantity', headerName: 'Menge', type: 'number', width: 90 },
      {
        field: 'total',
        headerName: 'Summe',
        type: 'number',
        width: 140,
        ...(formatValues && { valueFormatter: (value: number) => germanEuros.format(value) }),
      },
    ],
    [formatValues],
  );

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={formatValues} onChange={(event) => setFormatValues(event.target.checked)} />}
        label="Values formatted with Intl for de-DE"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <ThemeProvider theme={withGermanGrid}>
          <DataGrid rows={orders} columns={columns} showToolbar checkboxSelection density="compact" pageSizeOptions={[25, 50]} initialState={{ pagination: { paginationModel: { pageSize: 25 } } }} />
        </ThemeProvider>
        {/* preview-end */}
      </Box>
    </Box>
  );
}
