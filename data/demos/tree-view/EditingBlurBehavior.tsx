import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { workspace } from './data/editingWorkspace';

// preview-start
// Leaving the field discards the edit: only Enter saves.
const DiscardOnBlurItem = React.forwardRef(function DiscardOnBlurItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true; // skip the default save
    interactions.handleCancelItemLabelEditing(event);
  };

  return <TreeItem {...props} ref={ref} slotProps={{ labelInput: { onBlur: handleBlur } as object }} />;
});
// preview-end

export default function EditingBlurBehavior() {
  const [onBlur, setOnBlur] = React.useState<'save' | 'discard'>('discard');

  return (
    <Box sx={{ maxWidth: 440 }}>
      <RadioGroup row value={onBlur} onChange={(event) => setOnBlur(event.target.value as 'save' | 'discard')}>
        <FormControlLabel value="save" control={<Radio size="small" />} label="Leaving saves (default)" />
        <FormControlLabel value="discard" control={<Radio size="small" />} label="Leaving discards" />
      </RadioGroup>
      {/* preview-start */}
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        isItemEditable
        slots={onBlur === 'discard' ? { item: DiscardOnBlurItem } : undefined}
        defaultExpandedItems={['clients']}
      />
      {/* preview-end */}
    </Box>
  );
}
