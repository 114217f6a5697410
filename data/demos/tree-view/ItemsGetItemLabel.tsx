import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { mailFolders, type MailFolder } from './data/richItems';

// preview-start
// The label is a string built from two fields. Both functions are module constants,
// so switching between them is the only thing that makes the tree rebuild its labels.
const nameOnly = (folder: MailFolder) => folder.name;
const nameWithCount = (folder: MailFolder) => (folder.unread ? `${folder.name} (${folder.unread})` : folder.name);
// preview-end

export default function ItemsGetItemLabel() {
  const [showCounts, setShowCounts] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={showCounts} onChange={(event) => setShowCounts(event.target.checked)} />}
        label="Show unread counts"
      />
      {/* preview-start */}
      <RichTreeView<MailFolder>
        aria-label="Mail folders"
        items={mailFolders}
        getItemLabel={showCounts ? nameWithCount : nameOnly}
        defaultExpandedItems={['projects']}
      />
      {/* preview-end */}
    </Box>
  );
}
