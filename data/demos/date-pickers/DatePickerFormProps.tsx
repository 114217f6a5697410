import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker label="Contract signed" defaultValue={dayjs('2025-11-03')} readOnly />
        <DatePicker label="Archived on" defaultValue={dayjs('2026-01-30')} disabled />
        <DatePicker
          label="Renewal"
          defaultValue={dayjs('2026-11-03')}
          slotProps={{
            textField: { helperText: 'We send a reminder a month before.' },
            field: { clearable: true },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
