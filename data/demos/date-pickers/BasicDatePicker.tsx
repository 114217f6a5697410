import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BasicDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker label="Departure" value={value} onChange={setValue} />
      {/* preview-end */}
      <p style={{ margin: '12px 0 0', fontSize: 14 }}>
        Selected: {value?.isValid() ? value.format('dddd D MMMM YYYY') : 'no valid date'}
      </p>
    </LocalizationProvider>
  );
}
