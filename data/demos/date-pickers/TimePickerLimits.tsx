import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';

const day = dayjs('2026-04-17');
const opens = day.hour(8).minute(0);
const closes = day.hour(18).minute(0);

// The counter is closed for lunch from 12:00 to 13:00.
const isLunchBreak = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function TimePickerLimits() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(day.hour(10).minute(30));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <TimePicker
          label="Pickup"
          value={pickup}
          onChange={setPickup}
          minTime={opens}
          maxTime={closes}
          shouldDisableTime={isLunchBreak}
          skipDisabled
          timeSteps={{ minutes: 15 }}
          ampm={false}
        />
        <TimePicker
          label="Race finish"
          views={['hours', 'minutes', 'seconds']}
          format="HH:mm:ss"
          defaultValue={day.hour(2).minute(47).second(12)}
          timeSteps={{ minutes: 1, seconds: 1 }}
        />
        <TimePicker label="Reminder (12-hour)" ampm defaultValue={day.hour(19).minute(0)} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
