import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimePicker
          label="With an analog clock"
          defaultValue={dayjs('2026-04-17T15:30')}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        <DateTimePicker
          label="Time typed in the field"
          defaultValue={dayjs('2026-04-17T09:05')}
          viewRenderers={{ hours: null, minutes: null }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
