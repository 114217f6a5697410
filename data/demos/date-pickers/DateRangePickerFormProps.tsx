import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* preview-start */}
        <DateRangePicker
          label="Approved leave (read-only)"
          defaultValue={[dayjs('2026-05-04'), dayjs('2026-05-08')]}
          readOnly
        />
        <DateRangePicker
          label="Withdrawn request (disabled)"
          defaultValue={[dayjs('2026-06-15'), dayjs('2026-06-19')]}
          disabled
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
