import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabel } from '@mui/x-tree-view/TreeItem';

const items = [
  { id: 'inbox', label: 'Inbox', children: [{ id: 'receipts', label: 'Receipts' }] },
  { id: 'archive', label: 'Archive' },
];

// preview-start
// The same two props on a tree: `slotProps.item` reaches every item, and the item's own
// slots and slotProps reach inside it, down to the label.
function UppercaseLabel(props: React.ComponentProps<typeof TreeItemLabel>) {
  return <TreeItemLabel {...props} sx={{ textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.8rem' }} />;
}

export default function SlotTreeItemLabel() {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={items}
        defaultExpandedItems={['inbox']}
        slotProps={{ item: { slots: { label: UppercaseLabel } } }}
      />
    </Box>
  );
}
// preview-end
