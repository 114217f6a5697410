import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  // preview-start
  const focusInvoices = (event: React.SyntheticEvent) => {
    // An item inside a collapsed parent is not rendered: open the parent first.
    apiRef.current?.setItemExpansion({ event, itemId: 'finance', shouldBeExpanded: true });
    // Wait for the children to render, then move the focus.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'invoices'));
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'reports')}>
          Focus Reports
        </Button>
        <Button size="small" variant="outlined" onClick={focusInvoices}>
          Focus Invoices
        </Button>
      </Stack>
      <SimpleTreeView apiRef={apiRef} aria-label="Back office" onItemFocus={(_event, itemId) => setFocused(itemId)}>
        <TreeItem itemId="dashboard" label="Dashboard" />
        <TreeItem itemId="reports" label="Reports" />
        <TreeItem itemId="finance" label="Finance">
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem itemId="payroll" label="Payroll" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Focused item: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
