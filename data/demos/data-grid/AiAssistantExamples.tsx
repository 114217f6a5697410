import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { resolveOrderPrompt } from './data/orderPromptResolver';

// preview-start
// Made-up values that tell the service what a column holds, without sending any row.
const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  { ...orderColumn('customer'), examples: ['Alpine Outfitters', 'Trail & Co.'] },
  { ...orderColumn('channel'), examples: ['Online', 'Retail', 'Wholesale'] },
  { ...orderColumn('status'), examples: ['Delivered', 'Shipped', 'Processing', 'Returned'] },
  orderColumn('total'),
];
// preview-end

interface ColumnContext {
  field: string;
  examples: unknown[];
}

export default function AiAssistantExamples() {
  const apiRef = useGridApiRef();
  const [sampling, setSampling] = React.useState(false);
  const [sent, setSent] = React.useState<ColumnContext[]>([]);

  // preview-start
  // The resolver gets the context the grid built; the demo shows what it would send.
  const onPrompt = React.useCallback((prompt: string, context: string, conversationId?: string) => {
    setSent(JSON.parse(context) as ColumnContext[]);
    return resolveOrderPrompt(prompt, context, conversationId);
  }, []);
  // preview-end

  const customerContext = sent.find((column) => column.field === 'customer');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
          label="allowAiAssistantDataSampling"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.aiAssistant.processPrompt('Only returned orders')}
          sx={{ textTransform: 'none' }}
        >
          Ask “Only returned orders”
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          showToolbar
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          onPrompt={onPrompt}
          allowAiAssistantDataSampling={sampling}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 1, height: 20 }}>
        {customerContext
          ? `Examples sent for customer: ${customerContext.examples.map(String).join(', ') || 'none'}`
          : 'Ask something to see the examples the grid sends.'}
      </Typography>
    </Box>
  );
}
