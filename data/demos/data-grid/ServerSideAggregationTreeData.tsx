import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { formatBytes, projectFiles, type ProjectFile } from './data/projectFiles';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'size', headerName: 'Size', type: 'number', width: 110, valueFormatter: (value?: number) => formatBytes(value) },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  max: { columnTypes: ['number', 'date'] },
  size: {},
};

export default function ServerSideAggregationTreeData() {
  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    // A folder row comes with the totals of the files below it; a file keeps its own values.
    const database = createMockDatabase(projectFiles, { pathField: 'path' });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
      getAggregatedValue: (row, field) => row[field],
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ height: 420 }}>
      {/* preview-start */}
      <DataGridPremium
        treeData
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        groupingColDef={{ headerName: 'Name', width: 250 }}
        initialState={{ aggregation: { model: { size: 'sum', modified: 'max' } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
