import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

const iso = (value: Dayjs | null) => (value?.isValid() ? value.toISOString() : String(value));

export default function TimezoneDayjsUtc() {
  // preview-start
  // The same text, read two ways.
  const [local, setLocal] = React.useState<Dayjs | null>(dayjs('2026-04-17T15:30'));
  const [inUtc, setInUtc] = React.useState<Dayjs | null>(dayjs.utc('2026-04-17T15:30'));
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimePicker label="dayjs('…T15:30')" value={local} onChange={setLocal} ampm={false} />
        <DateTimePicker label="dayjs.utc('…T15:30')" value={inUtc} onChange={setInUtc} ampm={false} />
        {/* preview-end */}
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1.5, mb: 0, fontFamily: 'monospace' }}>
        {`local.toISOString() ${iso(local)}\ninUtc.toISOString() ${iso(inUtc)}  isUTC: ${inUtc?.isUTC() ?? false}`}
      </Typography>
    </LocalizationProvider>
  );
}
