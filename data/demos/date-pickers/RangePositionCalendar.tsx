import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function RangePositionCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-06'),
    dayjs('2026-04-24'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={position}
        onChange={(_event, next: RangePosition | null) => next && setPosition(next)}
        aria-label="End to edit"
      >
        <ToggleButton value="start">Set start ({value[0]?.format('D MMM') ?? '—'})</ToggleButton>
        <ToggleButton value="end">Set end ({value[1]?.format('D MMM') ?? '—'})</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <DateRangeCalendar
        value={value}
        onChange={setValue}
        rangePosition={position}
        onRangePositionChange={setPosition}
        currentMonthCalendarPosition={2}
        disableDragEditing
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
