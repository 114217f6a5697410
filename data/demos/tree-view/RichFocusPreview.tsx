import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart, orgLabel } from './data/orgChart';

export default function RichFocusPreview() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', maxWidth: 320 }}>
        {/* preview-start */}
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'design')}
          sx={{ mb: 1 }}
        >
          Focus Design
        </Button>
        <RichTreeView
          apiRef={apiRef}
          aria-label="Teams"
          items={orgChart}
          defaultExpandedItems={['engineering', 'design']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
        {/* preview-end */}
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 180px', p: 2 }} aria-live="polite">
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Preview
        </Typography>
        <Typography variant="h6">{focused ? orgLabel(focused) : 'Nothing focused'}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {focused ? `Item id: ${focused}` : 'Tab into the tree and use the arrow keys.'}
        </Typography>
      </Paper>
    </Box>
  );
}
