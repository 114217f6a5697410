import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2026-04-20');

export default function AccessibleDatePicker() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 320 }}>
        {/* preview-start */}
        <DatePicker
          label="First day of leave"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={firstDay}
          referenceDate={firstDay}
          format="DD/MM/YYYY"
          slotProps={{
            textField: {
              required: true,
              fullWidth: true,
              helperText:
                error === 'minDate'
                  ? 'Leave can start on 20/04/2026 at the earliest.'
                  : error
                    ? 'Enter a valid date as day, month, year.'
                    : 'Format: day, month, year (DD/MM/YYYY).',
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
