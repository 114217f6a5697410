import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

/** The auction opens on Friday 17 April at 18:00 and closes on Sunday 19 April at 21:00. */
const opens = dayjs('2026-04-17T18:00');
const closes = dayjs('2026-04-19T21:00');

/** No bids between 1:00 and 6:59 at night. */
const atNight = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() >= 1 && value.hour() < 7;

export default function DateTimePickerLimits() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T17:30'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <DateTimePicker
          label="Bid reminder"
          value={value}
          onChange={setValue}
          onError={setError}
          minDateTime={opens}
          maxDateTime={closes}
          shouldDisableTime={atNight}
          ampm={false}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          Error: <code>{error ?? 'null'}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
