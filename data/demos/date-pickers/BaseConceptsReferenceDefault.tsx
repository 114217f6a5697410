import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Enrolment for the 2031 intake: every day before 1 September 2031 is disabled.
const intakeOpens = dayjs('2031-09-01');

export default function BaseConceptsReferenceDefault() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        {/* No value: the calendar opens on the first valid month, not on today's. */}
        <DateCalendar value={value} onChange={setValue} minDate={intakeOpens} sx={{ m: 0 }} />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          First day of classes: {value ? value.format('D MMMM YYYY') : 'not chosen'}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
