import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DateRangePickerMonths() {
  const [from, setFrom] = React.useState<Dayjs | null>(dayjs('2025-10-01'));
  const [to, setTo] = React.useState<Dayjs | null>(dayjs('2026-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="From month"
          views={['year', 'month']}
          openTo="month"
          format="MMM YYYY"
          value={from}
          onChange={setFrom}
          maxDate={to ?? undefined}
        />
        <DatePicker
          label="To month"
          views={['year', 'month']}
          openTo="month"
          format="MMM YYYY"
          value={to}
          onChange={setTo}
          minDate={from ?? undefined}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
