import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { formatBytes, projectFiles, type ProjectFile } from './data/projectFiles';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'size', headerName: 'Size', type: 'number', width: 100, valueFormatter: (value?: number) => formatBytes(value) },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 150 },
];

export default function ServerSideTreeData() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(projectFiles, {
      latency: 700,
      pathField: 'path',
      onRequest: ({ groupKeys = [] }) => setRequests((list) => [groupKeys.join(' / ') || 'top level', ...list]),
    });
    return {
      getRows: (params) => server.getRows(params),
      // The key of a row among its siblings: what `groupKeys` holds when its children are asked for.
      getGroupKey: (row) => row.path[row.path.length - 1],
      // How many children the row has: the grid shows a toggle when it is above 0.
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        Loaded: {requests.length ? requests.join(' · ') : 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', width: 280 }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
