import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const offices = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'];

export default function TimezoneDisplay() {
  // The webinar is stored as an instant in UTC, as a server would send it.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-04-17T15:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
        {/* preview-start */}
        {offices.map((zone) => (
          <DateTimePicker
            key={zone}
            label={zone}
            value={value}
            onChange={setValue}
            timezone={zone}
            ampm={false}
          />
        ))}
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Stored value: {value?.isValid() ? value.utc().format('YYYY-MM-DD[T]HH:mm[Z]') : String(value)}
      </Typography>
    </LocalizationProvider>
  );
}
