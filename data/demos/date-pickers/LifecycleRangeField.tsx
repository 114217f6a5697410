import * as React from 'react';
import { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const describe = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('MM-DD') : 'Invalid';

export default function LifecycleRangeField() {
  const [calls, setCalls] = React.useState<string[]>([]);

  // preview-start
  const handleChange = (range: DateRange<Dayjs>) =>
    setCalls((previous) => [`[${describe(range[0])}, ${describe(range[1])}]`, ...previous].slice(0, 4));
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <SingleInputDateRangeField label="Exhibition" onChange={handleChange} sx={{ width: 280 }} />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 220px' }}>
          <Box
            component="ol"
            reversed
            sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, height: 84 }}
          >
            {calls.map((call, index) => (
              <li key={calls.length - index}>onChange({call})</li>
            ))}
          </Box>
          <Button size="small" onClick={() => setCalls([])} disabled={calls.length === 0}>
            Clear the log
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
