import * as React from 'react';
import dayjs from 'dayjs';
import ArrowCircleLeftOutlined from '@mui/icons-material/ArrowCircleLeftOutlined';
import ArrowCircleRightOutlined from '@mui/icons-material/ArrowCircleRightOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function ComponentsArrowIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticTimePicker
        defaultValue={dayjs('2026-04-17T14:20')}
        ampm={false}
        slots={{ leftArrowIcon: ArrowCircleLeftOutlined, rightArrowIcon: ArrowCircleRightOutlined }}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
