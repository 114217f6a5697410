import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// preview-start
function YearAndMonthHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange } = props;
  const move = (amount: number, unit: 'month' | 'year') => onMonthChange(currentMonth.add(amount, unit));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <Box>
        <IconButton onClick={() => move(-1, 'year')} aria-label="Previous year">
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton onClick={() => move(-1, 'month')} aria-label="Previous month">
          <ChevronLeft />
        </IconButton>
      </Box>
      <Typography variant="subtitle1">{currentMonth.format('MMMM YYYY')}</Typography>
      <Box>
        <IconButton onClick={() => move(1, 'month')} aria-label="Next month">
          <ChevronRight />
        </IconButton>
        <IconButton onClick={() => move(1, 'year')} aria-label="Next year">
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
// preview-end

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        slots={{ calendarHeader: YearAndMonthHeader }}
        sx={{ m: 0 }}
      />
    </LocalizationProvider>
  );
}
