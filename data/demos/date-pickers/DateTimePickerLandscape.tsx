import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDateTimePicker
        orientation="landscape"
        defaultValue={dayjs('2026-04-17T18:45')}
        ampm={false}
        slotProps={{ actionBar: { actions: [] } }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
