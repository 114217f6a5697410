import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarOutsideDays() {
  const [outside, setOutside] = React.useState(true);
  const [sixWeeks, setSixWeeks] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          defaultValue={dayjs('2026-02-12')}
          showDaysOutsideCurrentMonth={outside}
          fixedWeekNumber={sixWeeks ? 6 : undefined}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
        <Stack sx={{ pt: 2 }}>
          <FormControlLabel
            control={<Switch checked={outside} onChange={(event) => setOutside(event.target.checked)} />}
            label="Neighbouring days"
          />
          <FormControlLabel
            control={<Switch checked={sixWeeks} onChange={(event) => setSixWeeks(event.target.checked)} />}
            label="Always six weeks"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
