import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

const day = dayjs('2026-04-17');

/** The bakery is closed from 12:00 to 14:00 for lunch. */
function duringLunch(time: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return time.hour() >= 12 && time.hour() < 14;
  }
  return false;
}

export default function DigitalClockSkipDisabled() {
  const [skip, setSkip] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={skip} onChange={(event) => setSkip(event.target.checked)} />}
        label="skipDisabled"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start', mt: 1 }}>
        {/* preview-start */}
        <Paper variant="outlined">
          <DigitalClock
            defaultValue={day.hour(9)}
            minTime={day.hour(7)}
            maxTime={day.hour(18)}
            shouldDisableTime={duringLunch}
            skipDisabled={skip}
            ampm={false}
            sx={{ width: 140 }}
          />
        </Paper>
        <Paper variant="outlined">
          <MultiSectionDigitalClock
            defaultValue={day.hour(9)}
            minTime={day.hour(7)}
            maxTime={day.hour(18)}
            shouldDisableTime={duringLunch}
            skipDisabled={skip}
            timeSteps={{ minutes: 15 }}
            ampm={false}
          />
        </Paper>
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
