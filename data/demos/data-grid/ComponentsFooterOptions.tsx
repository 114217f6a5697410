import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

type FooterFlag = 'pagination' | 'hideFooter' | 'hideFooterRowCount' | 'hideFooterSelectedRowCount' | 'hideFooterPagination';
const flags: FooterFlag[] = ['pagination', 'hideFooter', 'hideFooterRowCount', 'hideFooterSelectedRowCount', 'hideFooterPagination'];

export default function ComponentsFooterOptions() {
  const [props, setProps] = React.useState<Record<FooterFlag, boolean>>({
    pagination: false,
    hideFooter: false,
    hideFooterRowCount: false,
    hideFooterSelectedRowCount: false,
    hideFooterPagination: false,
  });
  // Three orders start selected, so the selected count shows.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1, 2, 3]) });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ height: 80, mb: 1, pl: 1.5, alignContent: 'flex-start', overflow: 'hidden' }}>
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            sx={{ height: 40 }}
            control={
              <Switch
                size="small"
                checked={props[flag]}
                onChange={(event) => setProps((current) => ({ ...current, [flag]: event.target.checked }))}
              />
            }
            label={flag}
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro
          rows={storeOrders.slice(0, 30)}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pagination={props.pagination}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          hideFooter={props.hideFooter}
          hideFooterRowCount={props.hideFooterRowCount}
          hideFooterSelectedRowCount={props.hideFooterSelectedRowCount}
          hideFooterPagination={props.hideFooterPagination}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
