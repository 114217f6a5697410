import * as React from 'react';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocaleFieldPlaceholder() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* preview-start */}
      {/* French date order, English placeholders: the texts are not the adapter's. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <DateField helperText="adapterLocale only" />
      </LocalizationProvider>
      {/* French order and French placeholders. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
        <DateField helperText="With the frFR texts" />
      </LocalizationProvider>
      {/* Your own placeholders, for one section type or all. */}
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'Month' : 'mm'),
          fieldDayPlaceholder: () => 'dd',
          fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        }}
      >
        <DateField helperText="Custom placeholders" format="MMMM DD, YYYY" />
      </LocalizationProvider>
      {/* preview-end */}
    </Box>
  );
}
