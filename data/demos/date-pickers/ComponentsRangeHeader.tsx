import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

// preview-start
function TwoMonthHeader(props: PickersRangeCalendarHeaderProps) {
  const { currentMonth, onMonthChange, month, monthIndex, calendars } = props;
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 1.5 }}>
      <IconButton
        aria-label="Previous two months"
        onClick={() => onMonthChange(currentMonth.subtract(calendars, 'month'))}
        sx={{ visibility: isFirst ? 'visible' : 'hidden' }}
      >
        <KeyboardDoubleArrowLeft />
      </IconButton>
      <Typography variant="subtitle1">{month.format('MMMM YYYY')}</Typography>
      <IconButton
        aria-label="Next two months"
        onClick={() => onMonthChange(currentMonth.add(calendars, 'month'))}
        sx={{ visibility: isLast ? 'visible' : 'hidden' }}
      >
        <KeyboardDoubleArrowRight />
      </IconButton>
    </Box>
  );
}
// preview-end

export default function ComponentsRangeHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={2}
        defaultValue={[dayjs('2026-04-27'), dayjs('2026-05-08')]}
        slots={{ calendarHeader: TwoMonthHeader }}
      />
    </LocalizationProvider>
  );
}
