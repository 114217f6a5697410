import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarControlled() {
  // preview-start
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2026-04-24'));
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar value={deadline} onChange={setDeadline} sx={{ m: 0 }} />
        {/* preview-end */}
        <Stack spacing={1} sx={{ flex: '1 1 200px', pt: 2, alignItems: 'flex-start' }}>
          <Typography variant="body2">
            Deadline: {deadline ? deadline.format('dddd D MMMM YYYY') : 'none'}
          </Typography>
          <Button size="small" variant="outlined" disabled={!deadline} onClick={() => setDeadline((d) => d && d.add(1, 'week'))}>
            Postpone one week
          </Button>
          <Button size="small" onClick={() => setDeadline(null)}>
            Remove the deadline
          </Button>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
