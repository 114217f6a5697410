import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// UTC+14 and UTC−11: 25 hours apart, so their dates always differ.
const zones = ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago'];

export default function TimezoneToday() {
  const [zone, setZone] = React.useState(zones[0]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={zone}
        onChange={(_event, next: string | null) => next && setZone(next)}
        aria-label="Time zone"
        sx={{ mb: 1 }}
      >
        {zones.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        {/* The calendar reads "now" when it mounts: the key remounts it when the zone changes. */}
        <DateCalendar key={zone} timezone={zone} disablePast sx={{ m: 0 }} />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px', pt: 2 }}>
          {/* preview-start */}
          Your code, in the same zone: <code>dayjs().tz(zone)</code> is{' '}
          {dayjs().tz(zone).format('ddd D MMM, HH:mm')}. Plain <code>dayjs()</code> uses the device&apos;s
          zone: {dayjs().format('ddd D MMM, HH:mm')}.{/* preview-end */}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
