import * as React from 'react';
import dayjs from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const headerFormats = ['MMMM YYYY', 'MM/YYYY', 'MMM YY', 'YYYY · MMMM'];

export default function LocaleCalendarHeader() {
  const [format, setFormat] = React.useState(headerFormats[3]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={format}
        onChange={(_event, next: string | null) => next && setFormat(next)}
        aria-label="Header format"
        sx={{ mb: 1, display: 'flex' }}
      >
        {headerFormats.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        slotProps={{ calendarHeader: { format } }}
        sx={{ m: 0 }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
