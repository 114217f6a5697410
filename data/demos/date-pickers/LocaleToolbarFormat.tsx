import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LocaleToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDatePicker
        defaultValue={dayjs('2026-04-17')}
        slotProps={{ toolbar: { toolbarFormat: 'dddd D MMMM' } }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
