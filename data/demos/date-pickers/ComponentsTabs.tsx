import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// preview-start
function ShiftTabs(props: DateTimePickerTabsProps) {
  const { view, setView, value } = usePickerContext<Dayjs | null>();
  const part = view === 'hours' || view === 'minutes' ? 'time' : 'date';

  return (
    <Box className={props.className} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={part}
        onChange={(_, next: 'date' | 'time' | null) => next && setView(next === 'time' ? 'hours' : 'day')}
      >
        <ToggleButton value="date" aria-label="Pick the day">
          <EventOutlined fontSize="small" />
        </ToggleButton>
        <ToggleButton value="time" aria-label="Pick the time">
          <ScheduleOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {value && value.hour() >= 22 ? 'Night shift' : 'Day shift'}
      </Typography>
    </Box>
  );
}
// preview-end

export default function ComponentsTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-04-20T22:00')}
        slots={{ tabs: ShiftTabs }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
