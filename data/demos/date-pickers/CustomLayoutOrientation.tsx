import * as React from 'react';
import dayjs from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

type Orientation = 'portrait' | 'landscape';

export default function CustomLayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={orientation}
        onChange={(_, next: Orientation | null) => next && setOrientation(next)}
        aria-label="orientation"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="portrait">portrait</ToggleButton>
        <ToggleButton value="landscape">landscape</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <StaticDatePicker
        orientation={orientation}
        defaultValue={dayjs('2026-04-17')}
        slotProps={{
          actionBar: { actions: ['today'] },
          // An outline per area of the grid: toolbar, views, action bar.
          layout: {
            sx: {
              [`.${pickersLayoutClasses.toolbar}`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              [`.${pickersLayoutClasses.contentWrapper}`]: { outline: '2px solid', outlineColor: 'success.main', outlineOffset: -2 },
              [`.${pickersLayoutClasses.actionBar}`]: { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 },
            },
          },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
