import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { initialDeadline, saveDeadline } from './data/lifecycleServer';

// preview-start
// Calls `callback` once the calls have stopped for `delay` ms.
function useDebounced<T>(callback: (arg: T) => void, delay: number) {
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  return (arg: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => callback(arg), delay);
  };
}
// preview-end

export default function LifecycleServerSave() {
  // Read once: a new default value on each render would make the field warn.
  const [initialValue] = React.useState(() => dayjs(initialDeadline()));
  const [status, setStatus] = React.useState(`Saved: ${initialDeadline()}`);
  const [requests, setRequests] = React.useState(0);

  // preview-start
  const save = useDebounced((value: Dayjs | null) => {
    const deadline = value?.format('YYYY-MM-DD') ?? null;
    setRequests((count) => count + 1);
    setStatus('Saving…');
    saveDeadline(deadline).then((result) => setStatus(`Saved: ${result.deadline}`));
  }, 600);
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateField
        label="Deadline"
        defaultValue={initialValue}
        onChange={(value, context) => {
          // Invalid or half-typed values are not sent.
          if (context.validationError == null) {
            save(value);
          }
        }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {status} · requests sent: {requests}. Hold an arrow key on the day: one request once you stop.
      </Typography>
    </LocalizationProvider>
  );
}
