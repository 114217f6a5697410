import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography variant="overline" component="p">Rest timer: minutes, then seconds</Typography>
          {/* preview-start */}
          <TimeClock views={['minutes', 'seconds']} defaultValue={dayjs('2026-04-17T00:01:30')} />
          {/* preview-end */}
        </div>
        <div>
          <Typography variant="overline" component="p">Hours only</Typography>
          {/* preview-start */}
          <TimeClock views={['hours']} defaultValue={dayjs('2026-04-17T16:00')} ampm={false} />
          {/* preview-end */}
        </div>
      </Box>
    </LocalizationProvider>
  );
}
