import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

const separators = ['–', 'to', '→', 'until'];

export default function CustomFieldDateSeparator() {
  const [separator, setSeparator] = React.useState('to');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={separator}
        onChange={(_event, next: string | null) => next && setSeparator(next)}
        aria-label="Separator"
        sx={{ mb: 2 }}
      >
        {separators.map((text) => (
          <ToggleButton key={text} value={text} sx={{ textTransform: 'none' }}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateRangePicker
          label="Conference"
          defaultValue={[dayjs('2026-06-08'), dayjs('2026-06-11')]}
          slotProps={{ field: { dateSeparator: separator } }}
        />
        <SingleInputTimeRangeField
          label="Opening hours"
          defaultValue={[dayjs('2026-06-08T09:00'), dayjs('2026-06-08T18:30')]}
          dateSeparator={separator}
          ampm={false}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
