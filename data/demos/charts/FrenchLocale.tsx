import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { frFR } from '@mui/x-charts/locales';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyRevenue } from './data/revenue';

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const monthName = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  timeZone: 'UTC',
});
const months = monthlyRevenue.slice(0, 6).map((_, index) => monthName.format(new Date(Date.UTC(2025, index, 1))));

export default function FrenchLocale() {
  // Keep the page's light or dark mode and add the French chart texts.
  // preview-start
  const outer = useTheme();
  const theme = React.useMemo(() => createTheme(outer, frFR), [outer]);
  // preview-end
  const [empty, setEmpty] = React.useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1}>
        <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEmpty((value) => !value)}>
          {empty ? 'Afficher les données' : 'Vider la série'}
        </Button>
        {/* preview-start */}
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[
            {
              width: 72,
              valueFormatter: (value: number) => euros.format(value * 1000),
            },
          ]}
          series={[
            {
              data: empty ? [] : monthlyRevenue.slice(0, 6).map((row) => row.subscriptions),
              label: 'Abonnements',
              valueFormatter: (value) => (value == null ? '' : euros.format(value * 1000)),
            },
          ]}
        />
        {/* preview-end */}
      </Stack>
    </ThemeProvider>
  );
}
