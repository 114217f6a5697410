import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { formatBytes, projectFiles, type ProjectFile } from './data/projectFiles';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'size', headerName: 'Size', type: 'number', width: 100, valueFormatter: (value?: number) => formatBytes(value) },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

type Stats = { hits: number; misses: number; entries: number };

/** A cache of your own: a Map, keyed by everything that changes the answer, counting its hits. */
class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  stats: Stats = { hits: 0, misses: 0, entries: 0 };

  constructor(private onChange: (stats: Stats) => void) {}

  // preview-start
  // Tree data: the branch (`groupKeys`) is part of the key, or every folder would get the same answer.
  private key = (params: GridGetRowsParams) =>
    JSON.stringify([params.groupKeys, params.filterModel, params.sortModel, params.start, params.end]);

  get(params: GridGetRowsParams) {
    const value = this.entries.get(this.key(params));
    this.update(value ? { hits: this.stats.hits + 1 } : { misses: this.stats.misses + 1 });
    return value;
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
    this.update({ entries: this.entries.size });
  }
  // preview-end

  clear() {
    this.entries.clear();
    this.update({ entries: 0 });
  }

  private update(change: Partial<Stats>) {
    this.stats = { ...this.stats, ...change };
    this.onChange(this.stats);
  }
}

export default function ServerSideTreeDataCustomCache() {
  const [stats, setStats] = React.useState<Stats>({ hits: 0, misses: 0, entries: 0 });
  const [requests, setRequests] = React.useState(0);
  // preview-start
  const cache = React.useMemo(() => new CountingCache(setStats), []);
  // preview-end

  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(projectFiles, { pathField: 'path', onRequest: () => setRequests((count) => count + 1) });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
          {requests} requests to the server · {stats.hits} served from the cache · {stats.entries} stored
        </Typography>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear the cache
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          // The grid stores answers in chunks of the smallest page size: one chunk per answer here.
          pageSizeOptions={[100]}
          groupingColDef={{ headerName: 'Name', width: 240 }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
