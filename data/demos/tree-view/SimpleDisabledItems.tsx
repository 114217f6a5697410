import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleDisabledItems() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <SimpleTreeView aria-label="Plans" defaultExpandedItems={['team', 'enterprise']}>
        <TreeItem itemId="starter" label="Starter" />
        <TreeItem itemId="team" label="Team">
          <TreeItem itemId="team-monthly" label="Monthly billing" />
          <TreeItem itemId="team-yearly" label="Yearly billing (sold out)" disabled />
        </TreeItem>
        <TreeItem itemId="enterprise" label="Enterprise (contact sales)" disabled>
          <TreeItem itemId="enterprise-sso" label="Single sign-on" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
