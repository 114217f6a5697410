import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocaleOwnCode() {
  // Created by your code, with dayjs's global locale (English unless you change it).
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <DatePicker
        label="Date de livraison"
        value={value}
        onChange={setValue}
        format="dddd D MMMM YYYY"
        sx={{ width: 300 }}
      />
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1.5, mb: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {/* preview-start */}
        {value?.isValid()
          ? [
              `value.locale()                       ${value.locale()}`,
              `value.format('dddd D MMMM')          ${value.format('dddd D MMMM')}`,
              `value.locale('fr').format('dddd D MMMM') ${value.locale('fr').format('dddd D MMMM')}`,
            ].join('\n')
          : 'No date.'}
        {/* preview-end */}
      </Typography>
    </LocalizationProvider>
  );
}
