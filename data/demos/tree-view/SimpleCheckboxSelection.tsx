import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleCheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>(['tent']);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Camping checklist"
        checkboxSelection
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['shelter', 'kitchen']}
      >
        <TreeItem itemId="shelter" label="Shelter">
          <TreeItem itemId="tent" label="Tent" />
          <TreeItem itemId="sleeping-bag" label="Sleeping bag" />
        </TreeItem>
        <TreeItem itemId="kitchen" label="Kitchen">
          <TreeItem itemId="stove" label="Stove" />
          <TreeItem itemId="water-filter" label="Water filter" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Packed: {selected.length} of 6
      </Typography>
    </Box>
  );
}
