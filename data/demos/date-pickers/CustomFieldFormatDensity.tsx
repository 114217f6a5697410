import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const invoiceDate = dayjs('2026-04-17');

export default function CustomFieldFormatDensity() {
  const [spacious, setSpacious] = React.useState(true);
  const formatDensity = spacious ? 'spacious' : 'dense';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={spacious} onChange={(event) => setSpacious(event.target.checked)} />}
        label={`formatDensity="${formatDensity}"`}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField
          label="Slashes"
          defaultValue={invoiceDate}
          format="DD/MM/YYYY"
          formatDensity={formatDensity}
          sx={{ width: 180 }}
        />
        <DateField
          label="Dashes"
          defaultValue={invoiceDate}
          format="YYYY-MM-DD"
          formatDensity={formatDensity}
          sx={{ width: 180 }}
        />
        <DateField
          label="Dots"
          defaultValue={invoiceDate}
          format="DD.MM.YYYY"
          formatDensity={formatDensity}
          sx={{ width: 180 }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
