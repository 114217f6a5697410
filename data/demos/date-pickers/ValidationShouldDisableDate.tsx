import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { fullyBooked } from './data/calendar';

// preview-start
// A Set built once: the callback runs for every day the calendar shows.
const booked = new Set(fullyBooked);
const isUnavailable = (day: Dayjs) => day.day() === 1 || booked.has(day.format('YYYY-MM-DD'));
// preview-end

export default function ValidationShouldDisableDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-16'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar value={value} onChange={setValue} shouldDisableDate={isUnavailable} sx={{ m: 0 }} />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          The guesthouse is closed on Mondays and some days are fully booked. Focus a day and use the arrow
          keys: the focus jumps over the disabled days. Check-in: {value?.format('ddd D MMM') ?? 'none'}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
