import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

const choices: Record<string, TimeView[]> = {
  'hours, minutes': ['hours', 'minutes'],
  'minutes, seconds': ['minutes', 'seconds'],
  'hours, minutes, seconds': ['hours', 'minutes', 'seconds'],
  hours: ['hours'],
};

export default function TimeClockViews() {
  const [choice, setChoice] = React.useState('minutes, seconds');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <TimeClock
          // A new clock for each set of views, so that it starts on the first one.
          key={choice}
          views={choices[choice]}
          defaultValue={dayjs('2026-04-17T00:01:30')}
          ampm={false}
        />
        {/* preview-end */}
        <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value)} sx={{ pt: 2 }}>
          {Object.keys(choices).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={key} />
          ))}
        </RadioGroup>
      </Box>
    </LocalizationProvider>
  );
}
