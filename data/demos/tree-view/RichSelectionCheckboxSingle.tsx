import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { offices, labelOf } from './data/selectionPlaces';

export default function RichSelectionCheckboxSingle() {
  const [office, setOffice] = React.useState<string | null>('lisbon');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Home office"
        items={offices}
        checkboxSelection
        selectedItems={office}
        onSelectedItemsChange={(_event, id) => setOffice(id)}
        defaultExpandedItems={['europe']}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Home office: {office ? labelOf(office) : 'none'}
      </Typography>
    </Box>
  );
}
