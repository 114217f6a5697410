import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// preview-start
// The clinic books 15-minute slots: no slot during the 12:00–13:00 lunch break,
// and the last quarter of each hour is kept free for emergencies.
const isUnavailable = (value: Dayjs, view: TimeView) =>
  (view === 'hours' && value.hour() === 12) || (view === 'minutes' && value.minute() >= 45);
// preview-end

export default function ValidationShouldDisableTime() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2026-04-17T10:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <MultiSectionDigitalClock
          value={slot}
          onChange={setSlot}
          shouldDisableTime={isUnavailable}
          timeSteps={{ minutes: 15 }}
          minTime={dayjs('2026-04-17T08:00')}
          maxTime={dayjs('2026-04-17T17:45')}
          ampm={false}
          sx={{ width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          Appointment at {slot?.format('HH:mm') ?? 'no time'}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
