import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumns, storeOrders } from './data/storeOrders';

export default function ExportExcelProgress() {
  const apiRef = useGridApiRef();
  const [exportState, setExportState] = React.useState('No export yet.');

  // preview-start
  const countRows = async () => {
    setExportState('Building the workbook…');
    const workbook = await apiRef.current?.getDataAsExcel();
    const sheet = workbook?.worksheets[0];
    setExportState(`The workbook's first sheet, "${sheet?.name}", has ${sheet?.rowCount} rows and ${sheet?.columnCount} columns.`);
  };
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={countRows} sx={{ flexShrink: 0 }}>
          Inspect the workbook
        </Button>
        <Typography variant="body2" aria-live="polite" noWrap>
          {exportState}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={orderColumns}
          showToolbar
          onExcelExportStateChange={(state) =>
            setExportState(state === 'pending' ? 'Building the workbook…' : 'Workbook ready: check your downloads.')
          }
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
