import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const flights: Flight[] = [
  { id: 'MS 986', destination: 'القاهرة', departure: '08:15', gate: 'B4', status: 'في الموعد' },
  { id: 'RJ 512', destination: 'عمّان', departure: '09:40', gate: 'A2', status: 'متأخرة' },
  { id: 'EK 207', destination: 'دبي', departure: '10:05', gate: 'C7', status: 'في الموعد' },
  { id: 'SV 1033', destination: 'الرياض', departure: '11:30', gate: 'B1', status: 'صعود' },
  { id: 'AT 820', destination: 'الدار البيضاء', departure: '12:55', gate: 'A6', status: 'ملغاة' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'الرحلة', width: 110 },
  { field: 'destination', headerName: 'الوجهة', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'المغادرة', width: 110 },
  { field: 'gate', headerName: 'البوابة', width: 100 },
  { field: 'status', headerName: 'الحالة', width: 120 },
];

// preview-start
// An Emotion cache that mirrors left and right in the styles below it…
const rtlCache = createCache({ key: 'grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// …and the page's theme with the right-to-left direction and the grid's Arabic texts.
const arabicRtl = (outer: Theme): Theme => ({
  ...outer,
  direction: 'rtl',
  components: { ...outer.components, ...arSD.components },
});
// preview-end

export default function LocalizationRtl() {
  return (
    // preview-start
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={arabicRtl}>
        <Box dir="rtl" sx={{ height: 360, width: '100%' }}>
          <DataGrid rows={flights} columns={columns} showToolbar checkboxSelection hideFooter />
        </Box>
      </ThemeProvider>
    </CacheProvider>
    // preview-end
  );
}
