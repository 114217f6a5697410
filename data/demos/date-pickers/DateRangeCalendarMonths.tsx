import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarMonths() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(3);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={calendars}
        onChange={(_, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
        aria-label="Months shown"
      >
        <ToggleButton value={1}>1 month</ToggleButton>
        <ToggleButton value={2}>2 months</ToggleButton>
        <ToggleButton value={3}>3 months</ToggleButton>
      </ToggleButtonGroup>
      {/* Three months are wider than a narrow column: let them scroll. */}
      <Box sx={{ overflowX: 'auto' }}>
        {/* preview-start */}
        <DateRangeCalendar
          key={calendars}
          calendars={calendars}
          currentMonthCalendarPosition={calendars}
          maxDate={dayjs('2026-04-17')}
          defaultValue={[dayjs('2026-04-06'), dayjs('2026-04-10')]}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
