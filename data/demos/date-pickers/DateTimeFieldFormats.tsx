import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const departure = dayjs('2026-04-17T21:05');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimeField label="Locale default (en-gb)" defaultValue={departure} />
        <DateTimeField label="Localized tokens L LT" defaultValue={departure} format="L LT" />
        <DateTimeField label="Written out" defaultValue={departure} format="ddd D MMM YYYY, HH:mm" />
        <DateTimeField label="12-hour" defaultValue={departure} ampm />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
