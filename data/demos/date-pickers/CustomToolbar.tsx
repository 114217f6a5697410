import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { Dayjs } from 'dayjs';

// preview-start
function TripToolbar() {
  const { value } = usePickerContext<Dayjs | null>();
  const nights = value ? value.diff(dayjs('2026-04-17'), 'day') : null;
  return (
    <Box sx={{ gridArea: '1 / 1 / auto / -1', px: 3, pt: 2 }}>
      <Typography variant="overline">Departure</Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd D MMM') : 'Not chosen'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {nights === null ? ' ' : `${nights} days from today`}
      </Typography>
    </Box>
  );
}
// preview-end

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-04-24')}
        minDate={dayjs('2026-04-17')}
        slots={{ toolbar: TripToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
