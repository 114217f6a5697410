import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

/** Truncated like any cell; when the text does not fit, hovering shows all of it over the cell. */
function ExpandableText({ value }: { value: string }) {
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  // preview-start
  const handleEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const text = textRef.current;
    if (text && text.scrollWidth > text.clientWidth) setAnchor(event.currentTarget);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }} onMouseEnter={handleEnter} onMouseLeave={() => setAnchor(null)}>
      <Box component="span" ref={textRef} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="bottom-start"
        // Over the cell itself: shifted up by the cell's height.
        modifiers={[{ name: 'offset', options: { offset: [0, -(anchor?.offsetHeight ?? 0)] } }]}
        style={{ width: anchor?.offsetWidth, zIndex: 1300 }}
      >
        <Paper elevation={4} sx={{ p: 1 }}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  {
    field: 'summary',
    headerName: 'Summary (hover a long one)',
    width: 320,
    valueGetter: (_value, row) =>
      `${row.role} in the ${row.department} team, based in ${row.office} (${row.country}), ${row.contract.toLowerCase()}` +
      (row.manager ? `, reporting to ${row.manager}.` : ', heading the team.'),
    // preview-start
    // A component, so it can hold state: renderCell itself cannot call hooks.
    renderCell: (params: GridRenderCellParams<Employee, string>) => <ExpandableText value={params.value ?? ''} />,
    // preview-end
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ColumnDefinitionExpandCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
