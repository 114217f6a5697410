import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFields() {
  const [window, setWindow] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-18T22:00'),
    dayjs('2026-04-19T04:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {/* preview-start */}
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          value={window}
          onChange={setWindow}
          format="DD/MM HH:mm"
          sx={{ maxWidth: 320 }}
        />
        <MultiInputDateTimeRangeField
          value={window}
          onChange={setWindow}
          format="DD/MM/YYYY HH:mm"
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Servers down' : 'Servers back' }),
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
