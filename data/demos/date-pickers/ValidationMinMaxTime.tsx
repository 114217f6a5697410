import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time of these values counts: any date would do.
const opens = dayjs('2026-01-01T07:30');
const closes = dayjs('2026-01-01T21:00');

export default function ValidationMinMaxTime() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2026-04-17T06:45'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <TimePicker
          label="Pick-up (07:30 to 21:00)"
          value={pickUp}
          onChange={setPickUp}
          onError={setError}
          minTime={opens}
          maxTime={closes}
          ampm={false}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Error: {error ?? 'none'}. The value is on {pickUp?.format('D MMMM YYYY') ?? 'no day'}, yet only its
        time is compared.
      </Typography>
    </LocalizationProvider>
  );
}
