import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, type DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** Friday and Saturday nights cost more. */
const isWeekendNight = (day: Dayjs) => day.day() === 5 || day.day() === 6;

// preview-start
function RateDay(props: DateRangePickerDayProps) {
  const { day, isHighlighting, isEndOfHighlighting } = props;
  // The check-out day is not a night of the stay.
  const expensive = isHighlighting && !isEndOfHighlighting && isWeekendNight(day);
  return <DateRangePickerDay {...props} sx={expensive ? { bgcolor: 'warning.light' } : undefined} />;
}
// preview-end

function price([start, end]: DateRange<Dayjs>) {
  if (!start || !end) {
    return null;
  }
  let total = 0;
  for (let night = start; night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    total += isWeekendNight(night) ? 140 : 95;
  }
  return total;
}

export default function DateRangeCalendarCustomDay() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2026-04-15'), dayjs('2026-04-20')]);
  const total = price(value);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangeCalendar calendars={1} value={value} onChange={setValue} slots={{ day: RateDay }} />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {total === null ? 'Choose the check-out day' : `Total: €${total} (€95 a night, €140 on Friday and Saturday nights)`}
      </Typography>
    </LocalizationProvider>
  );
}
