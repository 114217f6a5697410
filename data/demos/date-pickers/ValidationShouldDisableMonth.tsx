import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// preview-start
// The ski school runs from December to March.
const outOfSeason = (month: Dayjs) => month.month() >= 3 && month.month() <= 10;
// preview-end

export default function ValidationShouldDisableMonth() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="First lesson"
          defaultValue={dayjs('2026-12-19')}
          views={['year', 'month', 'day']}
          openTo="month"
          shouldDisableMonth={outOfSeason}
          onError={setError}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Open the picker on its month view, or type a date in May. Error: {error ?? 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
