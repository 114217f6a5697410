import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

const changelog = [
  {
    id: 'v3',
    label: 'Version 3.0',
    children: [
      { id: 'v3-dark', label: 'Dark mode for reports' },
      { id: 'v3-export', label: 'Breaking: CSV export moved to the toolbar' },
      { id: 'v3-api', label: 'Breaking: the v1 API is gone' },
    ],
  },
  {
    id: 'v2',
    label: 'Version 2.4',
    children: [{ id: 'v2-search', label: 'Faster search' }],
  },
];

export default function SlotPropsItemFunction() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Changelog"
        items={changelog}
        defaultExpandedItems={['v3']}
        slotProps={{
          // Called for every item with its owner state: here, the item's id and label.
          item: ({ label }) =>
            label.startsWith('Breaking:')
              ? { sx: { color: 'error.main', [`& .${treeItemClasses.label}`]: { fontWeight: 600 } } }
              : {},
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
