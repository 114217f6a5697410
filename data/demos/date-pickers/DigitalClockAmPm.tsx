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

export default function DigitalClockAmPm() {
  const [ampm, setAmpm] = React.useState(true);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T18:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
        label={ampm ? '12-hour clock' : '24-hour clock'}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start', mt: 1 }}>
        {/* preview-start */}
        <Paper variant="outlined">
          <DigitalClock value={value} onChange={setValue} ampm={ampm} sx={{ width: 140 }} />
        </Paper>
        <Paper variant="outlined">
          <MultiSectionDigitalClock value={value} onChange={setValue} ampm={ampm} />
        </Paper>
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
