import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthYearCalendars() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <YearCalendar
          value={value}
          onChange={setValue}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2030-12-31')}
          yearsOrder="desc"
          sx={{ height: 230 }}
        />
        <MonthCalendar
          value={value}
          onChange={setValue}
          shouldDisableMonth={(month) => month.isAfter(dayjs('2026-04-30'))}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Statement for {value?.format('MMMM YYYY') ?? 'no month'}
      </Typography>
    </LocalizationProvider>
  );
}
