import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonProps() {
  const [opened, setOpened] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <DatePicker
          label="Publication"
          defaultValue={dayjs('2026-05-04')}
          onOpen={() => setOpened((count) => count + 1)}
          slotProps={{
            openPickerButton: { size: 'small', sx: { bgcolor: 'action.selected', borderRadius: 1.5 } },
            inputAdornment: { sx: { ml: 1.5 } },
          }}
        />
        {/* preview-end */}
        <Typography variant="body2">
          Calendar opened {opened} {opened === 1 ? 'time' : 'times'} (counted by <code>onOpen</code>)
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
