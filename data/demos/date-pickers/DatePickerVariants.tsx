import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const day = dayjs('2026-04-17');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DesktopDatePicker label="Desktop: popover" defaultValue={day} />
        <MobileDatePicker label="Mobile: dialog" defaultValue={day} />
      </Box>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={day}
        displayWeekNumber
        slotProps={{ actionBar: { actions: ['today'] } }}
        // Week numbers in the secondary text colour: the default (disabled) colour is too faint to read.
        sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
