import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const slotNames: Record<string, string> = {
  wednesday: 'Wednesday',
  thursday: 'Thursday (disabled)',
  friday: 'Friday',
  'friday-am': 'Friday morning',
  'friday-pm': 'Friday afternoon (disabled)',
  saturday: 'Saturday',
};

export default function SimpleItemsFocusDisabled() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => {
              setFocusable(event.target.checked);
              setFocused(null);
            }} />}
        label="disabledItemsFocusable"
      />
      {/* preview-start */}
      <SimpleTreeView
        // SimpleTreeView reads disabledItemsFocusable when it mounts: a new key remounts it.
        key={focusable ? 'focusable' : 'skipped'}
        aria-label="Delivery slots"
        disabledItemsFocusable={focusable}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        defaultExpandedItems={['friday']}
      >
        <TreeItem itemId="wednesday" label="Wednesday" />
        <TreeItem itemId="thursday" label="Thursday (fully booked)" disabled />
        <TreeItem itemId="friday" label="Friday">
          <TreeItem itemId="friday-am" label="Morning" />
          <TreeItem itemId="friday-pm" label="Afternoon (fully booked)" disabled />
        </TreeItem>
        <TreeItem itemId="saturday" label="Saturday" />
      </SimpleTreeView>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Focused: {focused ? slotNames[focused] : 'none yet (press Tab, then the arrow keys)'}
      </Typography>
    </Box>
  );
}
