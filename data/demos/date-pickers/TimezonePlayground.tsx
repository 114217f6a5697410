import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const instant = '2026-04-17T15:00:00Z';
const zones = ['UTC', 'system', 'America/Chicago', 'Europe/Berlin', 'Asia/Singapore'];

// The same instant, created in the chosen zone.
const createIn = (zone: string) => {
  if (zone === 'UTC') {
    return dayjs.utc(instant);
  }
  return zone === 'system' ? dayjs(instant) : dayjs(instant).tz(zone);
};

function ZoneSelect(props: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  withUnset?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ width: 180 }}
    >
      {props.withUnset && <MenuItem value="">not set</MenuItem>}
      {zones.map((zone) => (
        <MenuItem key={zone} value={zone}>
          {zone}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function TimezonePlayground() {
  const [valueZone, setValueZone] = React.useState('UTC');
  const [displayZone, setDisplayZone] = React.useState('Europe/Berlin');
  const [value, setValue] = React.useState<Dayjs | null>(() => createIn('UTC'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <ZoneSelect
          label="Zone of the value"
          value={valueZone}
          onChange={(zone) => {
            setValueZone(zone);
            setValue(createIn(zone));
          }}
        />
        <ZoneSelect label="timezone prop" value={displayZone} onChange={setDisplayZone} withUnset />
      </Stack>
      {/* preview-start */}
      <DateTimeField
        label="Shown in the field"
        value={value}
        onChange={setValue}
        timezone={displayZone || undefined}
        ampm={false}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        onChange gives: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : String(value)}
      </Typography>
    </LocalizationProvider>
  );
}
