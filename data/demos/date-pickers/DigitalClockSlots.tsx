import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const day = dayjs('2026-04-17');

export default function DigitalClockSlots() {
  const [slot, setSlot] = React.useState<Dayjs | null>(day.hour(10).minute(30));
  const [departure, setDeparture] = React.useState<Dayjs | null>(day.hour(7).minute(25));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <div>
          <Typography variant="overline" component="p">Consultation (30 min)</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <DigitalClock
              value={slot}
              onChange={setSlot}
              timeStep={30}
              minTime={day.hour(9)}
              maxTime={day.hour(17)}
              skipDisabled
              ampm={false}
              sx={{ maxHeight: 240, width: 140 }}
            />
          </Paper>
          {/* preview-end */}
        </div>
        <div>
          <Typography variant="overline" component="p">Train departure</Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              value={departure}
              onChange={setDeparture}
              timeSteps={{ hours: 1, minutes: 5 }}
              ampm
              sx={{ maxHeight: 240 }}
            />
          </Paper>
        </div>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Consultation at {slot?.format('HH:mm') ?? '--'}, train at {departure?.format('h:mm A') ?? '--'}
      </Typography>
    </LocalizationProvider>
  );
}
