import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const day = dayjs('2026-04-17');

export default function TimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {/* preview-start */}
        <TimeRangePicker label="Office hours (read-only)" defaultValue={[day.hour(8), day.hour(18)]} ampm={false} readOnly />
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Break starts', end: 'Break ends' }}
          defaultValue={[day.hour(12).minute(30), day.hour(13).minute(15)]}
          ampm={false}
          disabled
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
