import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'America/New_York';
// 8 March 2026: New York clocks jump from 02:00 to 03:00. 1 November 2026: they fall back from 02:00 to 01:00.
const presets = [
  { label: '8 Mar, 01:30', instant: '2026-03-08T06:30:00Z' },
  { label: '8 Mar, 03:30', instant: '2026-03-08T07:30:00Z' },
  { label: '1 Nov, 01:30 (first)', instant: '2026-11-01T05:30:00Z' },
  { label: '1 Nov, 01:30 (second)', instant: '2026-11-01T06:30:00Z' },
];

export default function TimezoneDst() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(presets[0].instant));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {presets.map((preset) => (
          <Button
            key={preset.instant}
            size="small"
            variant="outlined"
            onClick={() => setValue(dayjs.utc(preset.instant))}
          >
            {preset.label}
          </Button>
        ))}
      </Box>
      {/* preview-start */}
      <DateTimePicker
        label="Shift starts (New York)"
        value={value}
        onChange={setValue}
        timezone={zone}
        ampm={false}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Stored (UTC): {value?.isValid() ? value.utc().format('YYYY-MM-DD HH:mm[Z]') : String(value)} · New
        York offset: {value?.isValid() ? value.tz(zone).format('Z') : '–'}
      </Typography>
    </LocalizationProvider>
  );
}
