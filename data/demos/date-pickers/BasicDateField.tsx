import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function BasicDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('1988-02-29'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField
          label="Date of birth"
          value={value}
          onChange={setValue}
          format="YYYY-MM-DD"
          maxDate={dayjs('2026-04-17')}
          clearable
        />
        <DateField label="Start date (uncontrolled)" defaultValue={dayjs('2026-06-01')} />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Value:{' '}
        {value === null ? 'null' : value.isValid() ? value.format('D MMMM YYYY') : 'Invalid Date'}
      </Typography>
    </LocalizationProvider>
  );
}
