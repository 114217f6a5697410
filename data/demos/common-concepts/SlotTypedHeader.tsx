import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, type DateCalendarSlots, type DateCalendarSlotProps } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeader } from '@mui/x-date-pickers/PickersCalendarHeader';
import type { PropsFromSlot } from '@mui/x-date-pickers/models';

// preview-start
// The props the calendar gives its header, plus one of ours.
interface HeaderWithTodayProps extends PropsFromSlot<DateCalendarSlots['calendarHeader']> {
  today: Dayjs;
}

function HeaderWithToday({ today, ...headerProps }: HeaderWithTodayProps) {
  const showingToday = headerProps.currentMonth.isSame(today, 'month');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
      <PickersCalendarHeader {...headerProps} sx={{ flexGrow: 1 }} />
      <Button size="small" disabled={showingToday} onClick={() => headerProps.onMonthChange(today.startOf('month'))}>
        Today
      </Button>
    </Box>
  );
}
// preview-end

const today = dayjs('2025-06-16');

export default function SlotTypedHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateCalendar
        defaultValue={today}
        referenceDate={today}
        // The header takes a prop the default part does not know: both objects are cast.
        slots={{ calendarHeader: HeaderWithToday as DateCalendarSlots['calendarHeader'] }}
        slotProps={{ calendarHeader: { today } as DateCalendarSlotProps['calendarHeader'] }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
