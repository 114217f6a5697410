import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { formatCurrency, orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    currencyLabel?: string;
  }
}

// Icon slots receive a class name and a font size; forward them to the icon.
function SortedAscendingIcon({ className }: { className?: string }) {
  return <ArrowUpwardIcon className={className} fontSize="small" />;
}

function SortedDescendingIcon({ className }: { className?: string }) {
  return <ArrowDownwardIcon className={className} fontSize="small" />;
}

// preview-start
function RevenueFooter({ currencyLabel }: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  // Re-renders only when the filtered rows change, not on every grid update.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const revenue = entries.reduce((sum, entry) => sum + (entry.model as StoreOrder).total, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }} noWrap>
        {entries.length} orders · {formatCurrency(revenue)} {currencyLabel}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}
// preview-end

export default function CustomFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        pageSizeOptions={[25]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        slots={{
          footer: RevenueFooter,
          // Icon slots: any component that renders an icon.
          columnSortedAscendingIcon: SortedAscendingIcon,
          columnSortedDescendingIcon: SortedDescendingIcon,
        }}
        // Extra props for a slot go through slotProps, so the slot component stays the same.
        slotProps={{ footer: { currencyLabel: 'before tax' } }}
      />
      {/* preview-end */}
    </Box>
  );
}
