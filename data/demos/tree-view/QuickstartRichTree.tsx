import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart, orgLabel } from './data/orgChart';

export default function QuickstartRichTree() {
  const [selected, setSelected] = React.useState<string | null>('sofia-rossi');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Teams"
        items={orgChart}
        defaultExpandedItems={['engineering', 'platform']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected: {selected ? orgLabel(selected) : 'nobody'}
      </Typography>
    </Box>
  );
}
