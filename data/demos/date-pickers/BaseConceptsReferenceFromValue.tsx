import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// A past event: the views open on it, not on today.
const moonLanding = dayjs('1969-07-20T20:17');

export default function BaseConceptsReferenceFromValue() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar defaultValue={moonLanding} sx={{ m: 0 }} />
        <TimeClock defaultValue={moonLanding} ampm={false} sx={{ m: 0, width: 260 }} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
