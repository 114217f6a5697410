import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// preview-start
// Closed fiscal years cannot receive new entries.
const closedYears = new Set([2022, 2023, 2025]);
const isClosed = (year: Dayjs) => closedYears.has(year.year());
// preview-end

export default function ValidationShouldDisableYear() {
  const [year, setYear] = React.useState<Dayjs | null>(dayjs('2026-01-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <YearCalendar
          value={year}
          onChange={setYear}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2027-12-31')}
          shouldDisableYear={isClosed}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          Book the entry in {year?.year() ?? 'no year'}. 2022, 2023 and 2025 are closed.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
