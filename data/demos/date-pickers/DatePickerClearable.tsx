import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerClearable() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-12'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <DatePicker
          label="Follow-up appointment"
          value={value}
          onChange={setValue}
          slotProps={{ field: { clearable: true, onClear: () => setClears((count) => count + 1) } }}
        />
        {/* preview-end */}
        <Typography variant="body2">
          {value ? value.format('D MMMM YYYY') : 'No follow-up'} · cleared {clears} {clears === 1 ? 'time' : 'times'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
