import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

export default function DateCalendarViews() {
  const [view, setView] = React.useState<DateView>('year');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          views={['year', 'month', 'day']}
          openTo="year"
          onViewChange={setView}
          defaultValue={dayjs('2026-04-17')}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2030-12-31')}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 180px', pt: 2 }}>
          Current view: <strong>{view}</strong>. Pick a year, then a month, then a day.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
