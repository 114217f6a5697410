import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const day = dayjs('2026-04-17');

export default function TimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DesktopTimePicker
          label="Analog clock on desktop"
          defaultValue={day.hour(10).minute(10)}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        <DesktopTimePicker
          label="Typing only"
          defaultValue={day.hour(22).minute(5)}
          viewRenderers={{ hours: null, minutes: null, meridiem: null }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
