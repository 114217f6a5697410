import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { reportShortcuts } from './data/rangeShortcuts';

const today = dayjs('2026-04-17');
const shortcuts = reportShortcuts(today);

export default function DateRangePickerShortcuts() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    today.subtract(6, 'day'),
    today,
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangePicker
        label="Report period"
        value={value}
        onChange={setValue}
        maxDate={today}
        referenceDate={today}
        slotProps={{
          shortcuts: { items: shortcuts },
          actionBar: { actions: [] },
        }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {value[0]?.isValid() && value[1]?.isValid()
          ? `Sales from ${value[0].format('D MMM')} to ${value[1].format('D MMM YYYY')}`
          : 'Choose a period'}
      </Typography>
    </LocalizationProvider>
  );
}
