import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <div>
          <Typography variant="overline" component="p">Lap time</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              views={['hours', 'minutes', 'seconds']}
              defaultValue={dayjs('2026-04-17T01:42:15')}
              ampm={false}
            />
          </Paper>
          {/* preview-end */}
        </div>
        <div>
          <Typography variant="overline" component="p">Hour of the call</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <MultiSectionDigitalClock views={['hours']} defaultValue={dayjs('2026-04-17T15:00')} />
          </Paper>
          {/* preview-end */}
        </div>
      </Box>
    </LocalizationProvider>
  );
}
