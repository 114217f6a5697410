import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/orgChart';

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 240 },
  { field: 'location', headerName: 'Location', width: 130 },
  { field: 'hireDate', headerName: 'Hired', type: 'date', width: 120 },
];

export default function TreeDataFilteringSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, height: 38, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
          label="Filter and sort the top level only"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          treeData
          rows={employees}
          columns={columns}
          getTreeDataPath={(row) => row.hierarchy}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          disableChildrenSorting={topLevelOnly}
          initialState={{
            filter: { filterModel: { items: [{ field: 'location', operator: 'equals', value: 'Lisbon' }] } },
            sorting: { sortModel: [{ field: 'hireDate', sort: 'desc' }] },
          }}
          density="compact"
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
