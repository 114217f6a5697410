import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const formats = [
  { format: 'YY-MM-DD', note: 'Two-digit year' },
  { format: 'MMM D, YYYY', note: 'Short month name' },
  { format: 'MMMM Do YYYY', note: 'Full month name, ordinal day' },
  { format: 'dddd DD/MM/YYYY', note: 'Weekday name, editable too' },
  { format: 'd/MM/YYYY', note: 'Weekday as a digit (0 is Sunday)' },
  { format: 'hh:mm:ss A', note: '12-hour time with seconds and meridiem' },
  { format: 'HH:mm', note: '24-hour time' },
];

export default function LocaleSupportedFormats() {
  const [format, setFormat] = React.useState(formats[2].format);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          label="format"
          value={format}
          onChange={(event) => setFormat(event.target.value)}
          sx={{ width: 220 }}
        >
          {formats.map((option) => (
            <MenuItem key={option.format} value={option.format}>
              {option.format}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <DateTimeField
          label="Field"
          defaultValue={dayjs('2026-04-03T14:07:09')}
          format={format}
          sx={{ width: 300 }}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {formats.find((option) => option.format === format)?.note}. Click a section and type, or use the arrow
        keys.
      </Typography>
    </LocalizationProvider>
  );
}
