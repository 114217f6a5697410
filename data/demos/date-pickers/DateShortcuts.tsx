import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { isOfficeHoliday, isWeekend } from './data/calendar';

const today = dayjs('2026-04-17');
const isClosed = (date: Dayjs) => isWeekend(date) || isOfficeHoliday(date);

/** The first working day on or after `date`. */
function nextWorkingDay(date: Dayjs) {
  let day = date;
  while (isClosed(day)) {
    day = day.add(1, 'day');
  }
  return day;
}

// preview-start
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next working day', getValue: () => nextWorkingDay(today.add(1, 'day')) },
  { label: 'Next Monday', getValue: () => today.day(8) },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  { label: 'Clear', getValue: () => null },
];
// preview-end

export default function DateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        minDate={today}
        shouldDisableDate={isClosed}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] }, toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
