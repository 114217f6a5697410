import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// preview-start
// The browser's Intl API knows the Persian (Jalali) calendar: no date library needed to display it.
const jalaliDay = new Intl.DateTimeFormat('en-u-ca-persian', { day: 'numeric' });
const jalaliFull = new Intl.DateTimeFormat('en-u-ca-persian', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function DualDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  return (
    <PickersDay {...props} sx={{ flexDirection: 'column', lineHeight: 1.1 }}>
      {day.date()}
      {!outsideCurrentMonth && (
        <Box component="span" sx={{ fontSize: 9, opacity: 0.7 }}>
          {jalaliDay.format(day.toDate())}
        </Box>
      )}
    </PickersDay>
  );
}
// preview-end

export default function CalendarSystemsJalaliDays() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar value={value} onChange={setValue} slots={{ day: DualDay }} sx={{ m: 0 }} />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          {value?.isValid()
            ? `${value.format('D MMMM YYYY')} is ${jalaliFull.format(value.toDate())} in the Jalali calendar.`
            : 'No date.'}{' '}
          21 March 2026 is Nowruz, the first day of the Jalali year 1405.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
