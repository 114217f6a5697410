import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemClick() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView aria-label="Mailbox" onItemClick={(_event, itemId) => setLastClicked(itemId)}>
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-clients" label="Clients" />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="drafts" label="Drafts" />
      </SimpleTreeView>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last click: {lastClicked ?? 'none yet'}
      </Typography>
    </Box>
  );
}
