import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { formatBytes, projectFiles, type ProjectFile } from './data/projectFiles';

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'size', headerName: 'Size', type: 'number', width: 120, valueFormatter: (value?: number) => formatBytes(value) },
  { field: 'modified', headerName: 'Last change', type: 'date', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 150 },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        treeData
        rows={projectFiles}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Name', width: 280 }}
        defaultGroupingExpansionDepth={1}
        // A folder's size is the sum of what it holds; its date is the latest change inside.
        initialState={{ aggregation: { model: { size: 'sum', modified: 'max' } } }}
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
