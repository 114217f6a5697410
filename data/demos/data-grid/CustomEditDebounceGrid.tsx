import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  note: string;
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Refund for order SO-10031', note: 'Waiting for the carrier' },
  { id: 2, subject: 'Cannot log in after reset', note: '' },
  { id: 3, subject: 'Invoice address wrong', note: 'Customer sent the new address' },
  { id: 4, subject: 'Tent pole broken on arrival', note: 'Replacement shipped' },
];

// preview-start
function NoteEditCell({ id, field, value: valueProp, hasFocus, debounceMs }: GridRenderEditCellParams<Ticket, string> & { debounceMs: number }) {
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  // The input shows its own state: with a debounce, `value` from the grid lags behind the keys.
  const [value, setValue] = React.useState(valueProp ?? '');

  React.useEffect(() => setValue(valueProp ?? ''), [valueProp]);
  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    apiRef.current.setEditCellValue({ id, field, value: event.target.value, debounceMs }, event);
  };

  return <InputBase inputRef={inputRef} value={value} onChange={handleChange} fullWidth sx={{ px: 1.25, fontSize: 'inherit' }} />;
}
// preview-end

export default function CustomEditDebounceGrid() {
  const [debounced, setDebounced] = React.useState(true);
  const [keystrokes, setKeystrokes] = React.useState(0);
  const [received, setReceived] = React.useState(0);
  const debounceMs = debounced ? 500 : 0;

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      { field: 'subject', headerName: 'Subject', width: 240 },
      {
        field: 'note',
        headerName: 'Note (type here)',
        flex: 1,
        minWidth: 220,
        editable: true,
        // Runs each time the grid receives a value: counts the updates of the grid's state.
        preProcessEditCellProps: ({ props }) => {
          setReceived((count) => count + 1);
          return props;
        },
        renderEditCell: (params) => <NoteEditCell {...params} debounceMs={debounceMs} />,
      },
    ],
    [debounceMs],
  );

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={debounced} onChange={(event) => setDebounced(event.target.checked)} />}
          label="debounceMs: 500"
        />
        <Typography variant="body2" color="text.secondary" noWrap>
          Keys typed: {keystrokes} · values sent to the grid: {received}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }} onKeyDown={(event) => event.key.length === 1 && setKeystrokes((count) => count + 1)}>
        <DataGrid rows={tickets} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
