import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
  { field: 'contract', headerName: 'Contract', width: 110 },
];

const icons: Record<string, React.ReactNode> = {
  person: <BadgeOutlinedIcon fontSize="small" />,
  place: <PlaceOutlinedIcon fontSize="small" />,
  pay: <PaymentsOutlinedIcon fontSize="small" />,
};

/** A group header with an icon and the number of columns it covers. */
// preview-start
function GroupHeader({ groupId, headerName, fields }: GridColumnGroupHeaderParams) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {groupId ? icons[groupId] : null}
      <Typography variant="body2" fontWeight="medium">
        {headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        ({fields.length})
      </Typography>
    </Stack>
  );
}
// preview-end

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'person', headerName: 'Person', renderHeaderGroup: GroupHeader, children: [{ field: 'name' }, { field: 'role' }] },
  {
    groupId: 'place',
    headerName: 'Place',
    description: 'Where the person works most days',
    renderHeaderGroup: GroupHeader,
    children: [{ field: 'office' }, { field: 'country' }],
  },
  {
    // preview-start
    groupId: 'pay',
    headerName: 'Pay',
    headerClassName: 'pay-group',
    headerAlign: 'center',
    renderHeaderGroup: GroupHeader,
    children: [{ field: 'salary' }, { field: 'contract' }],
    // preview-end
  },
];

export default function ColumnGroupsCustomHeaders() {
  return (
    <Box sx={{ height: 380, width: '100%', '& .pay-group': { bgcolor: 'action.hover' } }}>
      <DataGrid rows={employees} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
