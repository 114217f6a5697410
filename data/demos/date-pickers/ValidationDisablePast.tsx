import * as React from 'react';
import { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

export default function ValidationDisablePast() {
  const [publishAt, setPublishAt] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar disablePast sx={{ m: 0 }} />
        <Box sx={{ flex: '1 1 240px' }}>
          <DateTimePicker
            label="Publish the post at"
            value={publishAt}
            onChange={setPublishAt}
            onError={setError}
            disablePast
            ampm={false}
          />
          {/* preview-end */}
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            Error: {error ?? 'none'}. Open the picker: earlier days, and earlier hours of today, are disabled.
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
