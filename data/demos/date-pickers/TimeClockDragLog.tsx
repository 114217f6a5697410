import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockDragLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T10:00'));
  const [calls, setCalls] = React.useState<string[]>([]);

  // preview-start
  const handleChange = (newValue: Dayjs | null, selectionState?: 'partial' | 'shallow' | 'finish') => {
    setValue(newValue);
    setCalls((previous) => [`${newValue?.format('HH:mm')} ${selectionState}`, ...previous].slice(0, 8));
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <TimeClock value={value} onChange={handleChange} ampm={false} />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 160px', pt: 1 }}>
          <Typography variant="subtitle2">onChange calls, latest first</Typography>
          {calls.map((call, index) => (
            <Typography key={calls.length - index} variant="body2" sx={{ fontFamily: 'monospace', lineHeight: '22px' }}>
              {call}
            </Typography>
          ))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
