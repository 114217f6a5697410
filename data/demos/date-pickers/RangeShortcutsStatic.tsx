import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { reportShortcuts } from './data/rangeShortcuts';

const today = dayjs('2026-04-17');

export default function RangeShortcutsStatic() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [source, setSource] = React.useState<string>('none');

  // preview-start
  const handleChange = (
    newValue: DateRange<Dayjs>,
    context: PickerChangeHandlerContext<DateRangeValidationError>,
  ) => {
    setValue(newValue);
    setSource(context.shortcut?.label ?? 'calendar');
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        value={value}
        onChange={handleChange}
        maxDate={today}
        referenceDate={today}
        calendars={1}
        slotProps={{
          shortcuts: { items: reportShortcuts(today), changeImportance: 'set' },
          actionBar: { actions: [] },
          toolbar: { hidden: true },
        }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last change from: {source}
      </Typography>
    </LocalizationProvider>
  );
}
