import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2026-04-17');

export default function TimeRangeFields() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    day.hour(6).minute(0),
    day.hour(14).minute(0),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {/* preview-start */}
        <SingleInputTimeRangeField
          label="Early shift"
          value={shift}
          onChange={setShift}
          format="HH:mm"
          sx={{ maxWidth: 260 }}
        />
        <MultiInputTimeRangeField
          defaultValue={[day.hour(11).minute(30), day.hour(14).minute(30)]}
          ampm
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Lunch opens' : 'Lunch closes' }),
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
