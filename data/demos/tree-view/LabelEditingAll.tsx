import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart } from './data/orgChart';

export default function LabelEditingAll() {
  const [lastEdit, setLastEdit] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Teams"
        items={orgChart}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) => setLastEdit(`${itemId} → ${newLabel}`)}
        defaultExpandedItems={['engineering', 'frontend']}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last rename: {lastEdit ?? 'double-click a name, or focus it and press Enter'}
      </Typography>
    </Box>
  );
}
