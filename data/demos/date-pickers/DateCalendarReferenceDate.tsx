import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar value={value} onChange={setValue} referenceDate={dayjs('2026-09-01')} sx={{ m: 0 }} />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 180px', pt: 2 }}>
          {value
            ? `First day of school: ${value.format('D MMMM YYYY')}`
            : 'No date chosen yet: the calendar opens on September, when the school year starts.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
