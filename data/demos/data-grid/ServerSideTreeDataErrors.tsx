import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { formatBytes, projectFiles, type ProjectFile } from './data/projectFiles';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<ProjectFile>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'size', headerName: 'Size', type: 'number', width: 100, valueFormatter: (value?: number) => formatBytes(value) },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

/** The id of the folder a request's `groupKeys` point to. */
const folderId = (groupKeys: string[]) =>
  projectFiles.find((file) => file.path.length === groupKeys.length && file.path.every((key, index) => key === groupKeys[index]))?.id;

export default function ServerSideTreeDataErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [failed, setFailed] = React.useState<{ id: GridRowId; path: string } | null>(null);
  const failingRef = React.useRef(failing);
  failingRef.current = failing;

  const dataSource = React.useMemo<GridDataSource>(() => {
    // Only the requests for the children of a folder fail: the top level still loads.
    const database = createMockDatabase(projectFiles, {
      pathField: 'path',
      shouldFail: ({ groupKeys = [] }) => failingRef.current && groupKeys.length > 0,
    });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);

  // preview-start
  const handleError = (error: GridGetRowsError | Error) => {
    if (!(error instanceof GridGetRowsError)) return;
    // `params` is the request that failed: its `groupKeys` say which folder.
    const groupKeys = error.params.groupKeys ?? [];
    const id = folderId(groupKeys);
    if (id !== undefined) setFailed({ id, path: groupKeys.join(' / ') });
  };

  const retry = () => {
    if (failed) apiRef.current?.dataSource.fetchRows(failed.id);
    setFailed(null);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 38, alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />} label="Server fails" />
        <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} noWrap sx={{ flex: 1 }}>
          {failed ? `Could not open ${failed.path}` : 'Turn on failures, then open a folder.'}
        </Typography>
        <Button size="small" variant="outlined" disabled={!failed} onClick={retry}>
          Retry
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          onDataSourceError={handleError}
          groupingColDef={{ headerName: 'Name', width: 240 }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
