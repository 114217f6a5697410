import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="Review date"
          defaultValue={dayjs('2026-04-30')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] } }}
        />
        <MobileDateTimePicker
          label="Publish at (step by step)"
          defaultValue={dayjs('2026-05-04T09:00')}
          ampm={false}
          slotProps={{ actionBar: { actions: ['cancel', 'nextOrAccept'] } }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
