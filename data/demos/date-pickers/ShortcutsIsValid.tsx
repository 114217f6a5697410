import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-04-17');
/** Nights already booked in a holiday cottage. */
const booked = ['2026-04-18', '2026-04-21', '2026-04-25', '2026-04-26', '2026-04-29', '2026-05-02'];
const isBooked = (day: Dayjs) => booked.includes(day.format('YYYY-MM-DD'));

/** The first range of `nights` + 1 days, starting on `weekday`, for which `accept` returns true. */
function nextRange(weekday: number, nights: number, accept: (range: DateRange<Dayjs>) => boolean): DateRange<Dayjs> {
  let start = today.day() < weekday ? today.day(weekday) : today.day(weekday + 7);
  for (let week = 0; week < 26; week += 1) {
    const range: DateRange<Dayjs> = [start, start.add(nights, 'day')];
    if (accept(range)) {
      return range;
    }
    start = start.add(1, 'week');
  }
  return [null, null];
}

// preview-start
const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  // `isValid` checks both ends against the picker's rules: enough for two days.
  { label: 'Next free weekend', getValue: ({ isValid }) => nextRange(6, 1, isValid) },
  {
    label: 'Next free midweek',
    // It does not check the days in between: Wednesday is tested here.
    getValue: ({ isValid }) =>
      nextRange(2, 2, (range) => isValid(range) && !isBooked(range[0]!.add(1, 'day'))),
  },
];
// preview-end

export default function ShortcutsIsValid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[null, null]}
        referenceDate={today}
        minDate={today}
        shouldDisableDate={isBooked}
        calendars={1}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] }, toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
