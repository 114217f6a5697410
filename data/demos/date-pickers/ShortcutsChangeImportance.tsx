import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';

const today = dayjs('2026-04-17');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'In a week', getValue: () => today.add(1, 'week') },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
];

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (event: string) => setEvents((previous) => [event, ...previous].slice(0, 3));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={importance}
          onChange={(_, next: PickerChangeImportance | null) => next && setImportance(next)}
          aria-label="changeImportance"
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DatePicker
          label="Reminder"
          defaultValue={today}
          onChange={(value) => log(`onChange ${value?.format('D MMM') ?? 'null'}`)}
          onAccept={(value) => log(`onAccept ${value?.format('D MMM') ?? 'null'}`)}
          onClose={() => log('onClose')}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance: importance } }}
        />
        {/* preview-end */}
      </Box>
      <Box sx={{ height: 60, mt: 1 }}>
        {events.map((event, index) => (
          <Typography key={events.length - index} variant="body2" sx={{ fontFamily: 'monospace', lineHeight: '20px' }}>
            {event}
          </Typography>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
