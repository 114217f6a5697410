import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const pageTitles: Record<string, string> = {
  account: 'Account',
  profile: 'Profile: name, photo and bio',
  security: 'Security: password and two-factor sign-in',
  billing: 'Billing',
  plan: 'Plan: Team, 12 seats',
  invoices: 'Invoices: 8 paid, none due',
};

export default function SimpleSelectionSingle() {
  const [page, setPage] = React.useState<string | null>('profile');

  return (
    <Box sx={{ display: 'flex', gap: 2, maxWidth: 560 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Settings"
        defaultExpandedItems={['account', 'billing']}
        defaultSelectedItems="profile"
        onSelectedItemsChange={(_event, itemId) => setPage(itemId)}
        sx={{ width: 200, flexShrink: 0 }}
      >
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="security" label="Security" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="plan" label="Plan" />
          <TreeItem itemId="invoices" label="Invoices" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
      <Paper variant="outlined" sx={{ flexGrow: 1, p: 2 }}>
        <Typography variant="body2">{page ? pageTitles[page] : 'Nothing selected: press Space on the selected item to get here.'}</Typography>
      </Paper>
    </Box>
  );
}
