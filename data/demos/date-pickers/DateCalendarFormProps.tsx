import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function DateCalendarFormProps() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          defaultValue={dayjs('2026-04-09')}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
        <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as Mode)} sx={{ pt: 2 }}>
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="Read-only (invoice sent)" />
          <FormControlLabel value="disabled" control={<Radio />} label="Disabled (invoice cancelled)" />
        </RadioGroup>
      </Box>
    </LocalizationProvider>
  );
}
