import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2026-04-17');

export default function BasicTimeRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    day.hour(9).minute(0),
    day.hour(17).minute(30),
  ]);
  const [start, end] = value;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <TimeRangePicker
        label="Opening hours"
        value={value}
        onChange={setValue}
        ampm={false}
        timeSteps={{ minutes: 15 }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {minutes !== null && minutes > 0
          ? `Open ${Math.floor(minutes / 60)} h ${minutes % 60} min a day`
          : 'The closing time must come after the opening time'}
      </Typography>
    </LocalizationProvider>
  );
}
