import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockAmPm() {
  const [ampm, setAmpm] = React.useState(true);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T21:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
          label="12-hour dial"
        />
        <Typography variant="body2">Value: {value?.format('HH:mm') ?? '--:--'}</Typography>
      </Stack>
      {/* preview-start */}
      <TimeClock value={value} onChange={setValue} ampm={ampm} ampmInClock sx={{ mx: 0 }} />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
