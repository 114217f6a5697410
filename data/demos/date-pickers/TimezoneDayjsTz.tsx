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

const iso = (value: Dayjs | null) => (value?.isValid() ? value.toISOString() : String(value));

export default function TimezoneDayjsTz() {
  // preview-start
  // dayjs.tz(text, zone) reads the text as a wall-clock time in that zone…
  const [wallClock, setWallClock] = React.useState<Dayjs | null>(
    dayjs.tz('2026-04-17T09:00', 'America/Los_Angeles'),
  );
  // …while dayjs(text).tz(zone) converts an instant into the zone.
  const [converted, setConverted] = React.useState<Dayjs | null>(
    dayjs('2026-04-17T09:00:00Z').tz('America/Los_Angeles'),
  );
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimePicker label="dayjs.tz(…, zone)" value={wallClock} onChange={setWallClock} ampm={false} />
        <DateTimePicker label="dayjs(…Z).tz(zone)" value={converted} onChange={setConverted} ampm={false} />
        {/* preview-end */}
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1.5, mb: 0, fontFamily: 'monospace' }}>
        {`wallClock ${iso(wallClock)}\nconverted ${iso(converted)}`}
      </Typography>
    </LocalizationProvider>
  );
}
