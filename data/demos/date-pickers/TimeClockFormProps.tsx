import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography variant="overline" component="p">Read-only</Typography>
          {/* preview-start */}
          <TimeClock defaultValue={dayjs('2026-04-17T07:45')} ampm={false} readOnly />
          {/* preview-end */}
        </div>
        <div>
          <Typography variant="overline" component="p">Disabled</Typography>
          {/* preview-start */}
          <TimeClock defaultValue={dayjs('2026-04-17T19:10')} ampm={false} disabled />
          {/* preview-end */}
        </div>
      </Box>
    </LocalizationProvider>
  );
}
