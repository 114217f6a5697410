import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const opening = dayjs('2026-05-04T10:00');

export default function ValidationFieldFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* Each value breaks its rule: the fields show it in their error state. */}
        <DateField label="Visit (from 4 May)" defaultValue={dayjs('2026-05-02')} minDate={opening} />
        <TimeField
          label="Arrival (10:00 to 17:00)"
          defaultValue={dayjs('2026-05-04T18:30')}
          minTime={opening}
          maxTime={opening.hour(17)}
          ampm={false}
        />
        <DateTimeField
          label="Guided tour (on the hour)"
          defaultValue={dayjs('2026-05-04T14:20')}
          shouldDisableTime={(value, view) => view === 'minutes' && value.minute() !== 0}
          ampm={false}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
