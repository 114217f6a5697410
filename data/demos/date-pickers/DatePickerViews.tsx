import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YYYY"
          minDate={dayjs('2026-04-01')}
          maxDate={dayjs('2036-12-31')}
          defaultValue={dayjs('2028-09-01')}
        />
        <DatePicker
          label="Year of graduation"
          views={['year']}
          yearsOrder="desc"
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2026-12-31')}
          defaultValue={dayjs('2019-01-01')}
        />
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          maxDate={dayjs('2026-04-17')}
          referenceDate={dayjs('1990-06-15')}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
