import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const now = dayjs('2026-04-17T09:00');

export default function BasicDateTimeRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-24T18:00'),
    dayjs('2026-04-27T09:00'),
  ]);
  const [start, end] = value;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimeRangePicker
        label="Car rental"
        value={value}
        onChange={setValue}
        minDateTime={now}
        ampm={false}
        timeSteps={{ minutes: 30 }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {hours !== null && hours > 0 ? `${hours} hours, billed as ${Math.ceil(hours / 24)} days` : 'Pick a pickup and a return'}
      </Typography>
    </LocalizationProvider>
  );
}
