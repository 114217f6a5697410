import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function CustomFieldMultiInputPicker() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-04'), dayjs('2026-07-18')]);
  const [start, end] = trip;
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 520 }}>
        {/* preview-start */}
        <DateRangePicker
          value={trip}
          onChange={setTrip}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Outbound flight', end: 'Return flight' }}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {nights === null ? 'Choose both dates.' : `${nights} nights away.`}
      </Typography>
    </LocalizationProvider>
  );
}
