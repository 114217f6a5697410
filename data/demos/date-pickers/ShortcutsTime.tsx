import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "now" keeps the demo stable; an application would use dayjs().
const now = dayjs('2026-04-17T10:20');

// preview-start
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In one hour', getValue: () => now.add(1, 'hour') },
  { label: 'Noon', getValue: () => now.hour(12).minute(0) },
  { label: 'After lunch', getValue: () => now.hour(13).minute(30) },
  { label: 'Before opening', getValue: () => now.hour(8).minute(0) },
  { label: 'After closing', getValue: () => now.hour(18).minute(30) },
];
// preview-end

export default function ShortcutsTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticTimePicker
        displayStaticWrapperAs="desktop"
        defaultValue={now.hour(11).minute(0)}
        minTime={now.hour(9).minute(0)}
        maxTime={now.hour(18).minute(0)}
        ampm={false}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
