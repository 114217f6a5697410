import * as React from 'react';
import dayjs from 'dayjs';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ComponentsTabsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Wake-up call"
        defaultValue={dayjs('2026-04-18T06:45')}
        slotProps={{
          tabs: { hidden: false, dateIcon: <WbSunnyOutlined />, timeIcon: <AlarmOutlined /> },
        }}
      />
    </LocalizationProvider>
  );
}
