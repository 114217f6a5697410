import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          onChange={(_, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
          aria-label="Months shown"
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateTimeRangePicker
          label="Exhibition"
          calendars={calendars}
          defaultValue={[dayjs('2026-04-28T10:00'), dayjs('2026-06-07T18:00')]}
          ampm={false}
          sx={{ minWidth: 360 }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
