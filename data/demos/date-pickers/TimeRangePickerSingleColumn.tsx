import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const day = dayjs('2026-04-17');

export default function TimeRangePickerSingleColumn() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* One-hour steps leave 24 options: a single list. */}
        <TimeRangePicker
          label="Meeting room (whole hours)"
          timeSteps={{ minutes: 60 }}
          ampm={false}
          format="HH:mm"
          defaultValue={[day.hour(10), day.hour(12)]}
        />
        {/* A higher threshold keeps a single list for half hours too. */}
        <TimeRangePicker
          label="Parking (half hours)"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          format="HH:mm"
          minTime={day.hour(7)}
          maxTime={day.hour(22)}
          ampm={false}
          defaultValue={[day.hour(8), day.hour(17).minute(30)]}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
