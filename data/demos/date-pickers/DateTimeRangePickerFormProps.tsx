import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        {/* preview-start */}
        <DateTimeRangePicker
          label="Booked stay (read-only)"
          defaultValue={[dayjs('2026-07-03T15:00'), dayjs('2026-07-10T10:00')]}
          readOnly
        />
        <DateTimeRangePicker
          label="Cancelled stay (disabled)"
          defaultValue={[dayjs('2026-08-14T15:00'), dayjs('2026-08-16T10:00')]}
          disabled
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
