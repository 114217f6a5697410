import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { resolveOrderPrompt } from './data/orderPromptResolver';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('status'),
  orderColumn('quantity'),
  orderColumn('total'),
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  size: {},
};

const suggestions = [
  { value: 'Only Europe, sorted by total descending' },
  { value: 'Group by channel and show the total revenue' },
];

/** What the last request asked the server for, in a few words. */
function summarize({ filterModel, sortModel, groupFields = [], groupKeys = [] }: GridGetRowsParams) {
  const parts = [
    ...filterModel.items.map((item) => `${item.field} ${item.operator} ${String(item.value)}`),
    ...sortModel.map((item) => `sort ${item.field} ${item.sort}`),
    ...(groupFields.length ? [`group ${groupFields.join(', ')}${groupKeys.length ? ` (open: ${groupKeys.join(' / ')})` : ''}`] : []),
  ];
  return parts.join(' · ') || 'everything';
}

export default function AiAssistantDataSource() {
  const [lastRequest, setLastRequest] = React.useState('');

  // preview-start
  // The assistant sets the grid's models; the data source sends them to the server.
  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, { onRequest: (params) => setLastRequest(summarize(params)) });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
      getAggregatedValue: (row, field) => row[field],
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1, height: 20 }}>
        Server asked for: {lastRequest || 'waiting'}
      </Typography>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          showToolbar
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          onPrompt={resolveOrderPrompt}
          aiAssistantSuggestions={suggestions}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
