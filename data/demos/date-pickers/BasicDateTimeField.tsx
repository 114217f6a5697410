import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicDateTimeField() {
  const [loggedAt, setLoggedAt] = React.useState<Dayjs | null>(dayjs('2026-04-17T08:52'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimeField
          label="Incident logged at"
          value={loggedAt}
          onChange={setLoggedAt}
          format="YYYY-MM-DD HH:mm"
          maxDateTime={dayjs('2026-04-17T18:00')}
        />
        <DateTimeField
          label="US format"
          defaultValue={dayjs('2026-04-17T20:15')}
          format="MM/DD/YYYY hh:mm a"
        />
        <DateTimeField label="Locale default" defaultValue={dayjs('2026-04-17T20:15')} />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Sent to the API: {loggedAt?.isValid() ? loggedAt.format() : 'nothing yet'}
      </Typography>
    </LocalizationProvider>
  );
}
