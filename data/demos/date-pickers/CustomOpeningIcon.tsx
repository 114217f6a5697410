import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function CustomOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="Follow-up"
          defaultValue={dayjs('2026-04-24')}
          slots={{ openPickerIcon: EventNoteIcon }}
          slotProps={{ openPickerButton: { color: 'primary' } }}
        />
        <DateTimePicker
          label="Call back at"
          defaultValue={dayjs('2026-04-24T16:00')}
          ampm={false}
          slots={{ openPickerIcon: ScheduleIcon }}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
