import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <div>
          <Typography variant="overline" component="p">Every 15 minutes</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <DigitalClock timeStep={15} defaultValue={dayjs('2026-04-17T08:45')} ampm={false} sx={{ width: 140 }} />
          </Paper>
          {/* preview-end */}
        </div>
        <div>
          <Typography variant="overline" component="p">Dose every 2 hours</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              timeSteps={{ hours: 2, minutes: 15 }}
              defaultValue={dayjs('2026-04-17T14:15')}
              ampm={false}
            />
          </Paper>
          {/* preview-end */}
        </div>
      </Box>
    </LocalizationProvider>
  );
}
