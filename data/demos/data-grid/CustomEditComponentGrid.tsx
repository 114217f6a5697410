import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Status = 'Not started' | 'In progress' | 'Blocked' | 'Done';

interface Milestone {
  id: number;
  milestone: string;
  owner: string;
  status: Status;
  progress: number;
}

const milestones: Milestone[] = [
  { id: 1, milestone: 'Supplier contracts signed', owner: 'Sarah Cohen', status: 'Done', progress: 100 },
  { id: 2, milestone: 'Warehouse shelving installed', owner: 'Marek Novak', status: 'In progress', progress: 60 },
  { id: 3, milestone: 'Point-of-sale integration', owner: 'Sofia Lindqvist', status: 'Blocked', progress: 35 },
  { id: 4, milestone: 'Staff training', owner: 'Nadia Petrova', status: 'Not started', progress: 0 },
  { id: 5, milestone: 'Soft opening', owner: 'Grace Thompson', status: 'Not started', progress: 0 },
];

const statuses: Status[] = ['Not started', 'In progress', 'Blocked', 'Done'];

// preview-start
/** A slider: the value changes while dragging and is saved when the cell leaves edit mode. */
function ProgressEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Milestone, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) ref.current?.querySelector('input')?.focus();
  }, [hasFocus]);

  return (
    <Slider
      ref={ref}
      value={value ?? 0}
      step={5}
      size="small"
      valueLabelDisplay="auto"
      aria-label="Progress"
      onChange={(event, next) => apiRef.current.setEditCellValue({ id, field, value: next as number }, event)}
      sx={{ mx: 2 }}
    />
  );
}

/** A select: one choice is final, so it leaves edit mode right away. */
function StatusEditCell({ id, field, value }: GridRenderEditCellParams<Milestone, Status>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Status>) => {
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value as Status }, event);
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select value={value} onChange={handleChange} size="small" fullWidth autoFocus defaultOpen variant="standard" sx={{ px: 1 }}>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Milestone>[] = [
  { field: 'milestone', headerName: 'Milestone', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 140,
    editable: true,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 180,
    editable: true,
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', gap: 1 }}>
        <LinearProgress variant="determinate" value={value ?? 0} sx={{ flex: 1 }} aria-label={`${value} %`} />
        <span>{value} %</span>
      </Box>
    ),
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];
// preview-end

export default function CustomEditComponentGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={milestones} columns={columns} hideFooter />
    </Box>
  );
}
