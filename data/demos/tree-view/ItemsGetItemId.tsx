import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogue, type CatalogueEntry } from './data/richItems';

// preview-start
// Defined once at module level: a new function on every render would rebuild the tree.
const getSku = (entry: CatalogueEntry) => entry.sku;
// preview-end

export default function ItemsGetItemId() {
  const [selected, setSelected] = React.useState<string | null>('TEA-GRN-SEN');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView<CatalogueEntry>
        aria-label="Catalogue"
        items={catalogue}
        getItemId={getSku}
        defaultExpandedItems={['TEA', 'COF']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, id) => setSelected(id)}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected id: <code>{selected ?? 'none'}</code>
      </Typography>
    </Box>
  );
}
