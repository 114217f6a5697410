import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimePicker label="Order placed" defaultValue={dayjs('2026-04-15T10:12')} readOnly />
        <DateTimePicker label="Delivered" defaultValue={dayjs('2026-04-17T16:05')} disabled />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
