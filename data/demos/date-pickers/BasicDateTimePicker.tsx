import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const opening = dayjs('2026-04-17T08:00');

export default function BasicDateTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-20T14:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimePicker
        label="Delivery slot"
        value={value}
        onChange={setValue}
        minDateTime={opening}
        ampm={false}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
