import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const leave: DateRange<Dayjs> = [dayjs('2026-07-27'), dayjs('2026-08-14')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* preview-start */}
        <DesktopDateRangePicker label="Leave (desktop popover)" defaultValue={leave} />
        <MobileDateRangePicker label="Leave (mobile dialog)" defaultValue={leave} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
