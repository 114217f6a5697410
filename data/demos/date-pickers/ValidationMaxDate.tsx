import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A voucher valid until the end of June 2026.
const expiry = dayjs('2026-06-30');

export default function ValidationMaxDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-24'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          value={value}
          onChange={setValue}
          maxDate={expiry}
          views={['year', 'month', 'day']}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          Redeem on {value?.format('dddd D MMMM YYYY')}. The next-month arrow stops at June, and in the month
          and year views July 2026 onwards and 2027 onwards are disabled.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
