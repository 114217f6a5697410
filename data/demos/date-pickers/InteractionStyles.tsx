import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function InteractionStyles() {
  // One value shared by three components: each edits it in its own way.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, flex: '1 1 220px' }}>
          <div>
            <Typography variant="overline">Field: keyboard only</Typography>
            {/* preview-start */}
            <DateField label="Meeting" value={value} onChange={setValue} fullWidth />
          </div>
          <div>
            <Typography variant="overline">Picker: field and calendar</Typography>
            <DatePicker label="Meeting" value={value} onChange={setValue} sx={{ width: '100%' }} />
            {/* preview-end */}
          </div>
        </Box>
        <div>
          <Typography variant="overline">View: calendar only</Typography>
          {/* preview-start */}
          <DateCalendar value={value} onChange={setValue} sx={{ m: 0 }} />
          {/* preview-end */}
        </div>
      </Box>
    </LocalizationProvider>
  );
}
