import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Shows the invisible characters the field adds around the text as \u escapes.
const visible = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export default function CustomFieldMaterialTextField() {
  const [inputText, setInputText] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const readInput = () => setInputText(inputRef.current?.value ?? '');

  React.useEffect(readInput, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* One section per element (the v8 default): no <input> holds the text. */}
        <DatePicker label="Accessible structure" defaultValue={dayjs('2026-04-17')} />
        {/* A single Material UI <TextField>, whose <input> holds the whole text. */}
        <DatePicker
          label="Single <input>"
          defaultValue={dayjs('2026-04-17')}
          enableAccessibleFieldDOMStructure={false}
          inputRef={inputRef}
          onChange={() => requestAnimationFrame(readInput)}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        input.value of the second field: <code>{visible(inputText)}</code>
      </Typography>
    </LocalizationProvider>
  );
}
