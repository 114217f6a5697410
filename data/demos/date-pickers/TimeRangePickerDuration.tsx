import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClockItem, type DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2026-04-17');

// preview-start
function DurationItem(props: DigitalClockItemProps) {
  const { value } = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition } = usePickerRangePositionContext();
  const start = value[0];
  let label = props.formattedValue;
  if (rangePosition === 'end' && start && props.itemValue.isAfter(start)) {
    const minutes = props.itemValue.diff(start, 'minute');
    label += ` (${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60}` : ''})`;
  }
  return <DigitalClockItem {...props}>{label}</DigitalClockItem>;
}
// preview-end

export default function TimeRangePickerDuration() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <TimeRangePicker
        label="Room booking"
        defaultValue={[day.hour(10), day.hour(11).minute(30)]}
        ampm={false}
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        format="HH:mm"
        slots={{ digitalClockItem: DurationItem }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
