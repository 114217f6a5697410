import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'Europe/London', 'Asia/Kolkata', 'America/Sao_Paulo', 'Australia/Sydney'];

export default function TimezonePropDemo() {
  const [zone, setZone] = React.useState('Asia/Kolkata');
  // The server sends and receives UTC.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-04-17T12:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label="Display zone"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          sx={{ width: 200 }}
        >
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <DateTimePicker label="Release" value={value} onChange={setValue} timezone={zone} ampm={false} />
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Stored: {value?.isValid() ? value.format('YYYY-MM-DD[T]HH:mm:ssZ') : String(value)}
        {value?.isUTC() ? ' (still UTC)' : ''}
      </Typography>
    </LocalizationProvider>
  );
}
