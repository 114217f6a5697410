import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// preview-start
const settingsStyles = {
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 2,
    paddingBlock: '6px',
    // The item's state is on data attributes of its row.
    // Both states listed: the default selected-and-focused colour would win otherwise.
    '&[data-selected], &[data-selected][data-focused]': {
      backgroundColor: 'primary.main',
      color: 'primary.contrastText',
      '&:hover': { backgroundColor: 'primary.dark' },
    },
    '&[data-focused]:not([data-selected])': {
      outline: '2px solid',
      outlineColor: 'primary.light',
      outlineOffset: '-2px',
    },
  },
  [`& .${treeItemClasses.label}`]: { fontWeight: 500 },
  [`& .${treeItemClasses.iconContainer}`]: { color: 'text.secondary' },
  [`& [data-selected] .${treeItemClasses.iconContainer}`]: { color: 'inherit' },
};
// preview-end

export default function SimpleCustomStyling() {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Account settings"
        defaultExpandedItems={['profile']}
        defaultSelectedItems="password"
        sx={settingsStyles}
      >
        <TreeItem itemId="profile" label="Profile">
          <TreeItem itemId="name" label="Name and photo" />
          <TreeItem itemId="password" label="Password" />
          <TreeItem itemId="sessions" label="Signed-in devices" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="invoices" label="Invoices" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications" />
      </SimpleTreeView>
    </Box>
  );
}
