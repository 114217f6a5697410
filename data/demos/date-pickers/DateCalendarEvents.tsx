import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { teamEvents } from './data/calendar';

/** Pretends to ask a server which days of a month have events. */
function fetchEventDays(month: Dayjs, signal: AbortSignal) {
  return new Promise<number[]>((resolve, reject) => {
    const timeout = setTimeout(() => {
      const prefix = month.format('YYYY-MM');
      resolve(
        Object.keys(teamEvents)
          .filter((key) => key.startsWith(prefix))
          .map((key) => Number(key.slice(8))),
      );
    }, 500);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

// preview-start
function EventDay(props: PickersDayProps & { eventDays?: number[] }) {
  const { eventDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());
  return (
    <Badge overlap="circular" variant="dot" color="secondary" invisible={!hasEvent}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}
// preview-end

export default function DateCalendarEvents() {
  const initialMonth = dayjs('2026-04-01');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-09'));
  const [eventDays, setEventDays] = React.useState<number[]>([]);
  const [loading, setLoading] = React.useState(true);
  const request = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    fetchEventDays(month, controller.signal)
      .then((days) => {
        setEventDays(days);
        setLoading(false);
      })
      .catch(() => {});
  }, []);

  React.useEffect(() => {
    load(initialMonth);
    return () => request.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const events = value ? teamEvents[value.format('YYYY-MM-DD')] : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          loading={loading}
          onMonthChange={load}
          renderLoading={() => <DayCalendarSkeleton />}
          minDate={dayjs('2026-04-01')}
          maxDate={dayjs('2026-05-31')}
          slots={{ day: EventDay }}
          slotProps={{ day: { eventDays } as object }}
          sx={{ m: 0 }}
        />
        <Box sx={{ flex: '1 1 180px', pt: 2 }}>
          <Typography variant="subtitle2">{value?.format('dddd D MMMM') ?? 'No day selected'}</Typography>
          <Typography variant="body2">{events ? events.join(', ') : 'Nothing planned.'}</Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
