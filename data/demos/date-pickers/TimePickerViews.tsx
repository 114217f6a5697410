import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const day = dayjs('2026-04-17');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <TimePicker label="Shift starts (on the hour)" views={['hours']} defaultValue={day.hour(6)} />
        <TimePicker
          label="Plank (min:sec)"
          views={['minutes', 'seconds']}
          format="mm:ss"
          ampm={false}
          defaultValue={day.minute(1).second(30)}
        />
        <MobileTimePicker
          label="Tee time (opens on minutes)"
          views={['hours', 'minutes']}
          openTo="minutes"
          defaultValue={day.hour(8).minute(20)}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
