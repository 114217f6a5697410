import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

type Kind = 'date' | 'time' | 'date-time';
type Style = 'picker' | 'field' | 'inline';

interface Answer {
  components: string[];
  note?: string;
}

// preview-start
const single: Record<Kind, Record<Style, Answer>> = {
  date: {
    picker: { components: ['DatePicker'] },
    field: { components: ['DateField'] },
    inline: {
      components: ['DateCalendar', 'StaticDatePicker'],
      note: 'Add MonthCalendar or YearCalendar for a month or a year.',
    },
  },
  time: {
    picker: { components: ['TimePicker'] },
    field: { components: ['TimeField'] },
    inline: { components: ['DigitalClock', 'MultiSectionDigitalClock', 'TimeClock', 'StaticTimePicker'] },
  },
  'date-time': {
    picker: { components: ['DateTimePicker'] },
    field: { components: ['DateTimeField'] },
    inline: {
      components: ['StaticDateTimePicker'],
      note: 'Or a DateCalendar beside a clock, sharing one value.',
    },
  },
};
// preview-end

const range: Record<Kind, Record<Style, Answer>> = {
  date: {
    picker: { components: ['DateRangePicker'] },
    field: { components: ['SingleInputDateRangeField', 'MultiInputDateRangeField'] },
    inline: { components: ['DateRangeCalendar', 'StaticDateRangePicker'] },
  },
  time: {
    picker: { components: ['TimeRangePicker'] },
    field: { components: ['SingleInputTimeRangeField', 'MultiInputTimeRangeField'] },
    inline: { components: [], note: 'No inline time range component in 8.5.0: use two clocks.' },
  },
  'date-time': {
    picker: { components: ['DateTimeRangePicker'] },
    field: { components: ['SingleInputDateTimeRangeField', 'MultiInputDateTimeRangeField'] },
    inline: { components: [], note: 'No inline date-time range component in 8.5.0.' },
  },
};

export default function BaseConceptsExplorer() {
  const [kind, setKind] = React.useState<Kind>('date');
  const [style, setStyle] = React.useState<Style>('picker');
  const [isRange, setIsRange] = React.useState(false);
  const answer = (isRange ? range : single)[kind][style];
  const packageName = isRange ? '@mui/x-date-pickers-pro' : '@mui/x-date-pickers';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <FormControl>
          <FormLabel id="explorer-kind">The reader edits</FormLabel>
          <RadioGroup
            row
            aria-labelledby="explorer-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            <FormControlLabel value="date" control={<Radio size="small" />} label="A date" />
            <FormControlLabel value="time" control={<Radio size="small" />} label="A time" />
            <FormControlLabel value="date-time" control={<Radio size="small" />} label="Both" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="explorer-style">With</FormLabel>
          <RadioGroup
            row
            aria-labelledby="explorer-style"
            value={style}
            onChange={(event) => setStyle(event.target.value as Style)}
          >
            <FormControlLabel value="picker" control={<Radio size="small" />} label="A field and a popup" />
            <FormControlLabel value="field" control={<Radio size="small" />} label="The keyboard only" />
            <FormControlLabel value="inline" control={<Radio size="small" />} label="An inline view" />
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={isRange} onChange={(event) => setIsRange(event.target.checked)} />}
          label="A start and an end (Pro)"
        />
      </Box>
      {/* A fixed height: the answers have from one to four lines. */}
      <Box sx={{ flex: '1 1 240px', minWidth: 0, height: 180 }}>
        <Typography variant="overline">Use</Typography>
        {answer.components.map((name) => (
          <Typography
            key={name}
            component="pre"
            variant="body2"
            sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
          >
            {`import { ${name} } from '${packageName}/${name}';`}
          </Typography>
        ))}
        {answer.note && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {answer.note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
