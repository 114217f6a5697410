import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { formatBytes, projectFiles, type ProjectFile } from './data/projectFiles';

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'size', headerName: 'Size', type: 'number', width: 100, valueFormatter: (value?: number) => formatBytes(value) },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 150 },
];

// preview-start
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 300,
  // Folders show their name only, without "(3)" after it.
  hideDescendantCount: true,
};
// preview-end

export default function TreeDataFileBrowser() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        treeData
        rows={projectFiles}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'Harbour Library'}
        // The grouping column has a field of its own: pin it so names stay in view.
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
