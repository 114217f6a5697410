import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { isFullyBooked, referenceDay } from './data/calendar';

export default function DatePickerValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-24'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <DatePicker
          label="Arrival"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={referenceDay}
          maxDate={dayjs('2026-05-31')}
          shouldDisableDate={isFullyBooked}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          Error: <code>{error ?? 'null'}</code>
          {error === 'minDate' && ' (in the past: pick a day from 17 April)'}
          {error === 'shouldDisableDate' && ' (the guesthouse is full that night)'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
