import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef, type GridEvents } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120, editable: true },
];

/** A few events and what to do to fire them. */
const catalog: Array<{ name: GridEvents; hint: string }> = [
  { name: 'cellClick', hint: 'click a cell' },
  { name: 'cellDoubleClick', hint: 'double-click a cell' },
  { name: 'cellKeyDown', hint: 'press a key in a cell' },
  { name: 'cellEditStart', hint: 'start editing a name or price' },
  { name: 'cellEditStop', hint: 'leave a cell you edit' },
  { name: 'rowClick', hint: 'click a row' },
  { name: 'rowMouseEnter', hint: 'move the pointer over a row' },
  { name: 'columnHeaderClick', hint: 'click a header' },
  { name: 'columnHeaderDoubleClick', hint: 'double-click a header' },
  { name: 'columnResize', hint: 'drag a column border' },
  { name: 'sortModelChange', hint: 'sort a column' },
  { name: 'rowSelectionChange', hint: 'select a row' },
  { name: 'menuOpen', hint: 'open a column menu' },
];

/** The event's params, shortened: names and values, no functions or objects. */
function summarize(params: unknown): string {
  if (params == null || typeof params !== 'object') return JSON.stringify(params ?? null);
  if (Array.isArray(params) || params instanceof Set) return `[${Array.from(params as Iterable<unknown>).join(', ')}]`;
  return Object.entries(params as Record<string, unknown>)
    .filter(([, value]) => value == null || ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');
}

export default function EventsCatalogLive() {
  const apiRef = useGridApiRef();
  const [eventName, setEventName] = React.useState<GridEvents>('cellClick');
  const [lines, setLines] = React.useState<string[]>([]);

  // preview-start
  React.useEffect(() => {
    setLines([]);
    // Any event name of the catalog, with the same three arguments: params, event, details.
    return apiRef.current?.subscribeEvent(eventName, (params: unknown) => {
      setLines((previous) => [`${eventName}(${summarize(params)})`, ...previous].slice(0, 3));
    });
  }, [apiRef, eventName]);
  // preview-end

  const hint = catalog.find((entry) => entry.name === eventName)?.hint;

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 56, pt: 0.5 }}>
        <TextField
          select
          size="small"
          label="Event"
          value={eventName}
          onChange={(event) => setEventName(event.target.value as GridEvents)}
          helperText={undefined}
          sx={{ width: 260 }}
        >
          {catalog.map(({ name }) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={products} columns={columns} checkboxSelection hideFooter />
      </Box>
      <Box
        component="pre"
        aria-live="polite"
        tabIndex={0}
        sx={{ height: 80, boxSizing: 'border-box', m: 0, mt: 1, p: 1, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto' }}
      >
        {lines.length > 0 ? lines.join('\n') : `Waiting for ${eventName}: ${hint}.`}
      </Box>
    </Box>
  );
}
