import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimeRangePickerViewRenderer() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Shift"
        defaultValue={[dayjs('2026-04-20T07:00'), dayjs('2026-04-20T15:30')]}
        viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        sx={{ minWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
