import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'card',
  renderCell: ({ row }) => (
    <Stack direction="row" sx={{ width: '100%', alignItems: 'center', gap: 1 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.role} · {row.office}
        </Typography>
      </Stack>
      <Chip size="small" label={row.department} />
    </Stack>
  ),
};

// preview-start
/** The width of an element, followed as it changes. */
function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = React.useState<number | null>(null);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
// preview-end

export default function ListViewResponsive() {
  const [boxWidth, setBoxWidth] = React.useState(100);
  // preview-start
  const containerRef = React.useRef<HTMLDivElement>(null);
  const width = useWidth(containerRef);
  // Below 480 px the table has no room: show the cards.
  const listView = width !== null && width < 480;
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexShrink: 0, width: 150 }}>
          Width: {width === null ? '…' : `${Math.round(width)} px`}
        </Typography>
        <Slider
          size="small"
          min={40}
          max={100}
          value={boxWidth}
          onChange={(_, value) => setBoxWidth(value as number)}
          aria-label="Width of the grid's container"
          sx={{ maxWidth: 260 }}
        />
      </Stack>
      <Box ref={containerRef} sx={{ height: 380, width: `${boxWidth}%` }}>
        {/* preview-start */}
        <DataGridPro
          rows={employees}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 64 : 52}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
