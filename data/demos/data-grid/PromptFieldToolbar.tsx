import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
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
function AskToolbar() {
  const apiRef = useGridApiContext();
  const [error, setError] = React.useState('');

  // `processPrompt` calls the grid's `onPrompt`, then applies the answer to the grid's models.
  const handleSubmit = async (prompt: string) => {
    setError('');
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    if (result instanceof Error) setError(result.message);
  };

  return (
    <Toolbar>
      <PromptField onSubmit={handleSubmit} style={{ flex: 1 }}>
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder={state.recording ? 'Listening…' : 'Try “total revenue per region”'}
              helperText={error}
              error={Boolean(error)}
              slotProps={{
                // The label belongs on the input itself, not on the field's wrapper.
                htmlInput: { 'aria-label': 'Ask the grid' },
                input: {
                  // Dictation needs the browser's speech recognition: offer it only where it exists.
                  startAdornment: IS_SPEECH_RECOGNITION_SUPPORTED ? (
                    <InputAdornment position="start">
                      <PromptFieldRecord size="small" aria-label="Dictate">
                        <MicIcon fontSize="small" />
                      </PromptFieldRecord>
                    </InputAdornment>
                  ) : null,
                  endAdornment: (
                    <InputAdornment position="end">
                      <PromptFieldSend size="small" aria-label="Send">
                        <SendIcon fontSize="small" />
                      </PromptFieldSend>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
    </Toolbar>
  );
}
// preview-end

export default function PromptFieldToolbar() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24, mb: 1 }} noWrap>
        Try “only Europe, sorted by total descending” or “average quantity per channel”.
      </Typography>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          aiAssistant
          onPrompt={resolveOrderPrompt}
          slots={{ toolbar: AskToolbar }}
          showToolbar
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
