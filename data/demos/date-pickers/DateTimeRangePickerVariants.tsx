import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const outage: DateRange<Dayjs> = [dayjs('2026-05-16T22:00'), dayjs('2026-05-17T04:00')];

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        {/* preview-start */}
        <DesktopDateTimeRangePicker label="Maintenance (desktop)" defaultValue={outage} ampm={false} />
        <MobileDateTimeRangePicker label="Maintenance (mobile)" defaultValue={outage} ampm={false} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
