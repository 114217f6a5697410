import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/orgChart';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'location', headerName: 'Location', width: 110 },
];

export default function ServerSideTreeDataExpansion() {
  const apiRef = useGridApiRef();
  const [levels, setLevels] = React.useState<number[]>([]);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(employees, {
      pathField: 'hierarchy',
      latency: 400,
      // Count the requests per depth, to see the waterfall.
      onRequest: ({ groupKeys = [] }) =>
        setLevels((counts) => {
          const next = [...counts];
          next[groupKeys.length] = (next[groupKeys.length] ?? 0) + 1;
          return next;
        }),
    });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);

  const reload = () => {
    setLevels([]);
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={reload}>
          Reload
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          Requests by depth: {levels.length ? levels.map((count, depth) => `${depth}: ${count ?? 0}`).join(' · ') : 'waiting'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          // Every level opens: each answer triggers the requests for the next one.
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Name', width: 230 }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
