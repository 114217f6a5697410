import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Registration opens on Monday 20 April at 09:00 and closes on Friday 24 April at 18:00.
const opens = dayjs('2026-04-20T09:00');
const closes = dayjs('2026-04-24T18:00');
// Both values are 08:00 on a day inside the window.
const early = dayjs('2026-04-22T08:00');

export default function ValidationMinMaxDateTime() {
  const [windowError, setWindowError] = React.useState<DateTimeValidationError>(null);
  const [dailyError, setDailyError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* One window: 08:00 on Wednesday is inside it. */}
        <DateTimePicker
          label="minDateTime / maxDateTime"
          defaultValue={early}
          minDateTime={opens}
          maxDateTime={closes}
          onError={setWindowError}
          ampm={false}
        />
        {/* Every day from 09:00 to 18:00: 08:00 is too early on any day. */}
        <DateTimePicker
          label="minTime / maxTime"
          defaultValue={early}
          minTime={opens}
          maxTime={closes}
          onError={setDailyError}
          ampm={false}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Errors: window {windowError ?? 'none'}, daily hours {dailyError ?? 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
