import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2026-04-17T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <TimeField label="Alarm (24-hour)" value={alarm} onChange={setAlarm} format="HH:mm" />
        <TimeField label="Alarm (12-hour)" value={alarm} onChange={setAlarm} format="hh:mm a" />
        <TimeField
          label="Lap time"
          defaultValue={dayjs('2026-04-17T00:01:32')}
          format="mm:ss"
          clearable
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Alarm: {alarm?.isValid() ? `${alarm.hour()} h ${alarm.minute()} min` : 'not set'}
      </Typography>
    </LocalizationProvider>
  );
}
