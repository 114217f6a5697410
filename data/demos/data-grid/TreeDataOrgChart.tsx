import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/orgChart';

const salaryFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'hireDate', headerName: 'Hired', type: 'date', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : salaryFormatter.format(value)),
  },
];

// preview-start
// The path from the top of the tree down to the row: here, the chain of managers.
const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Employee', width: 250 };
// preview-end

export default function TreeDataOrgChart() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        treeData
        rows={employees}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
