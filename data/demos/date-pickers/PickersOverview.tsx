import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { isFullyBooked, referenceDay } from './data/calendar';

const opening = dayjs('2026-04-17T12:00');
const closing = dayjs('2026-04-17T22:00');

export default function PickersOverview() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-21T19:30'));
  const setDay = (day: Dayjs | null) =>
    setValue((current) => (day && current ? day.hour(current.hour()).minute(current.minute()) : day));
  const setTime = (time: Dayjs | null) =>
    setValue((current) => (time && current ? current.hour(time.hour()).minute(time.minute()) : time));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DatePicker
          label="Table for"
          value={value}
          onChange={setDay}
          minDate={referenceDay}
          shouldDisableDate={isFullyBooked}
          sx={{ flex: '1 1 200px' }}
        />
        <TimePicker
          label="Arrival"
          value={value}
          onChange={setTime}
          minTime={opening}
          maxTime={closing}
          timeSteps={{ minutes: 15 }}
          ampm={false}
          sx={{ flex: '1 1 160px' }}
        />
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DateCalendar
          value={value}
          onChange={setDay}
          minDate={referenceDay}
          shouldDisableDate={isFullyBooked}
          sx={{ m: 0 }}
        />
        <DigitalClock
          value={value}
          onChange={setTime}
          minTime={opening}
          maxTime={closing}
          timeStep={30}
          skipDisabled
          ampm={false}
          sx={{ maxHeight: 320, width: 120 }}
        />
      </Paper>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {value?.isValid() ? `Booked for ${value.format('dddd D MMMM, HH:mm')}` : 'Pick a day and a time'}
      </Typography>
    </LocalizationProvider>
  );
}
