import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(3);
  const [stay, setStay] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
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
        <FormControlLabel
          control={<Switch checked={stay} onChange={(event) => setStay(event.target.checked)} />}
          label="disableAutoMonthSwitching"
        />
      </Box>
      {/* preview-start */}
      <DateRangePicker
        label="Semester"
        calendars={calendars}
        disableAutoMonthSwitching={stay}
        defaultValue={[dayjs('2026-02-16'), dayjs('2026-06-26')]}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
