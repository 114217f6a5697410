import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { offices, labelOf } from './data/selectionPlaces';

export default function RichSelectionSingle() {
  const [office, setOffice] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Offices"
        items={offices}
        defaultExpandedItems={['europe']}
        onSelectedItemsChange={(_event, itemId) => setOffice(itemId)}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Your office: {office ? labelOf(office) : 'none selected'}
      </Typography>
    </Box>
  );
}
