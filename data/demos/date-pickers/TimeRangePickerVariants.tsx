import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const quietHours: DateRange<Dayjs> = [dayjs('2026-04-17T13:00'), dayjs('2026-04-17T15:00')];

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* preview-start */}
        <DesktopTimeRangePicker label="Quiet hours (desktop)" defaultValue={quietHours} />
        <MobileTimeRangePicker label="Quiet hours (mobile)" defaultValue={quietHours} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
