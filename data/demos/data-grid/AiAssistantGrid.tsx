import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { resolveOrderPrompt } from './data/orderPromptResolver';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('product'),
  orderColumn('quantity'),
  // The assistant reads fields and descriptions, not headers: say what a column holds.
  { ...orderColumn('total'), description: 'Order value in US dollars, after discount' },
  orderColumn('status'),
];

// preview-start
const suggestions = [
  { value: 'Group by region and show the total revenue' },
  { value: 'Only returned orders, sorted by total descending' },
  { value: 'Average quantity per channel' },
];
// preview-end

export default function AiAssistantGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        showToolbar
        aiAssistant
        // The panel is a slot, empty by default: pass it, or the toolbar button opens nothing.
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        // A stand-in that runs in the browser; yours calls your server.
        onPrompt={resolveOrderPrompt}
        aiAssistantSuggestions={suggestions}
      />
      {/* preview-end */}
    </Box>
  );
}
