import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledVsUncontrolled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-04'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* Uncontrolled: the picker keeps its own state */}
        <DatePicker
          label="Uncontrolled"
          defaultValue={dayjs('2026-05-04')}
          onAccept={setAccepted}
        />
        {/* Controlled: your state is the single source of truth */}
        <DatePicker label="Controlled" value={value} onChange={setValue} />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Controlled value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
        {' · '}
        Last accepted (uncontrolled): {accepted ? accepted.format('YYYY-MM-DD') : 'none yet'}
      </Typography>
    </LocalizationProvider>
  );
}
