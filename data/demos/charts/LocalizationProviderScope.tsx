import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { quarters } from './data/revenue';

export default function LocalizationProviderScope() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setLoading((value) => !value)}>
        {loading ? 'Stop loading' : 'Load again'}
      </Button>
      {/* preview-start */}
      {/* One provider, every chart inside: both overlays read the same texts. */}
      <ChartsLocalizationProvider localeText={{ loading: 'Cargando los datos…', noData: 'Sin datos para este trimestre' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <BarChart height={220} loading={loading} xAxis={[{ scaleType: 'band', data: quarters }]} yAxis={[{ width: 40 }]} series={[]} sx={{ flex: 1 }} />
          <LineChart height={220} loading={loading} xAxis={[{ scaleType: 'point', data: quarters }]} yAxis={[{ width: 40 }]} series={[]} sx={{ flex: 1 }} />
        </Stack>
      </ChartsLocalizationProvider>
      {/* preview-end */}
    </Stack>
  );
}
