import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function QuickstartSimpleTree() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account']}>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="password" label="Password and security" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications">
          <TreeItem itemId="email" label="Email" />
          <TreeItem itemId="push" label="Push" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing" />
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}
