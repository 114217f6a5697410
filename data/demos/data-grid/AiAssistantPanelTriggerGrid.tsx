import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { resolveOrderPrompt } from './data/orderPromptResolver';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('total'),
  orderColumn('status'),
];

// preview-start
function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<AutoAwesomeIcon />} variant={state.open ? 'contained' : 'outlined'}>
            Ask about orders
          </Button>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function AiAssistantPanelTriggerGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        aiAssistant
        onPrompt={resolveOrderPrompt}
        aiAssistantSuggestions={[{ value: 'Total revenue per region' }, { value: 'Only Europe, sorted by total descending' }]}
        // The panel slot is empty by default: the built-in panel is opt-in.
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
      {/* preview-end */}
    </Box>
  );
}
