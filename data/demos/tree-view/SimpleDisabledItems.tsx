import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      {/* preview-start */}
      <SimpleTreeView aria-label="Plans" disabledItemsFocusable={focusable} defaultExpandedItems={['team']}>
        <TreeItem itemId="starter" label="Starter" />
        <TreeItem itemId="team" label="Team">
          <TreeItem itemId="team-monthly" label="Monthly billing" />
          <TreeItem itemId="team-yearly" label="Yearly billing (sold out)" disabled />
        </TreeItem>
        <TreeItem itemId="enterprise" label="Enterprise (contact sales)" disabled>
          <TreeItem itemId="enterprise-sso" label="Single sign-on" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}
