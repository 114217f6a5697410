import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

export default function BasicDateRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-06'),
    dayjs('2026-07-12'),
  ]);
  const [start, end] = value;
  const nights = start && end && start.isValid() && end.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangePicker label="Stay" value={value} onChange={setValue} />
      {/* preview-end */}
      <p style={{ margin: '12px 0 0', fontSize: 14 }}>
        {nights === null ? 'Pick both dates' : `${nights} nights`}
      </p>
    </LocalizationProvider>
  );
}
