import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <TimePicker
        label="Stand-up"
        value={value}
        onChange={setValue}
        ampm={false}
        minutesStep={5}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
