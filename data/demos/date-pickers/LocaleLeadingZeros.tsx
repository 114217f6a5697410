import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const early = dayjs('2026-03-05T07:04');

export default function LocaleLeadingZeros() {
  const [respect, setRespect] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={respect} onChange={(event) => setRespect(event.target.checked)} />}
        label="shouldRespectLeadingZeros"
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField
          label='format="D/M/YYYY"'
          defaultValue={early}
          format="D/M/YYYY"
          shouldRespectLeadingZeros={respect}
        />
        <TimeField
          label='format="H:m"'
          defaultValue={early}
          format="H:m"
          shouldRespectLeadingZeros={respect}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
