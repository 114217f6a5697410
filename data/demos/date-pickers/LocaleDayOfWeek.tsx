import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// preview-start
const formatters: Record<string, ((day: Dayjs) => string) | undefined> = {
  default: undefined, // First letter of the short name: S M T W T F S.
  'Two letters': (day) => day.format('dd'),
  'Short name': (day) => `${day.format('ddd')}.`,
  Weekend: (day) => (day.day() === 0 || day.day() === 6 ? '★' : day.format('dd')),
};
// preview-end

export default function LocaleDayOfWeek() {
  const [choice, setChoice] = React.useState('Short name');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        onChange={(_event, next: string | null) => next && setChoice(next)}
        aria-label="Day of week format"
        sx={{ mb: 1 }}
      >
        {Object.keys(formatters).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box>
        {/* preview-start */}
        <DateCalendar
          defaultValue={dayjs('2026-04-17')}
          dayOfWeekFormatter={formatters[choice]}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
