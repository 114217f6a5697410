import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { workspace, extensionOf, type WorkspaceNode } from './data/editingWorkspace';

type LabelInputProps = React.InputHTMLAttributes<HTMLInputElement> & { error?: string | null };

// The default input with the current error under it.
function LabelInputWithError({ error, ...other }: LabelInputProps) {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <TreeItemLabelInput {...other} aria-invalid={Boolean(error)} />
      {error && (
        <Typography variant="caption" role="alert" sx={{ display: 'block', color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

// preview-start
function validate(label: string, original: string): string | null {
  if (!label.trim()) return 'A name cannot be empty.';
  if (/[\\/:*?"<>|]/.test(label)) return 'Names cannot contain \\ / : * ? " < > |';
  const extension = extensionOf(original);
  if (extension && !label.endsWith(extension)) return `Keep the ${extension} extension.`;
  return null;
}
// preview-end

const ValidatedItem = React.forwardRef(function ValidatedItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const [error, setError] = React.useState<string | null>(null);
  const original = String(props.label);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => setError(validate(event.target.value, original));

  // Enter saves only a valid name; Escape cancels and clears the error.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    const value = event.currentTarget.value;
    if (event.key === 'Enter' && !validate(value, original)) {
      interactions.handleSaveItemLabel(event, value);
    } else if (event.key === 'Escape') {
      setError(null);
      interactions.handleCancelItemLabelEditing(event);
    }
  };

  // Leaving the field saves a valid name and throws away an invalid one.
  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    const value = event.currentTarget.value;
    if (validate(value, original)) {
      setError(null);
      interactions.handleCancelItemLabelEditing(event);
    } else {
      interactions.handleSaveItemLabel(event, value);
    }
  };

  // preview-start
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: LabelInputWithError }}
      slotProps={{ labelInput: { error, onChange: handleChange, onKeyDown: handleKeyDown, onBlur: handleBlur } as LabelInputProps }}
    />
  );
});
// preview-end

const isUnlocked = (node: WorkspaceNode) => !node.locked;

export default function EditingValidation() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView<WorkspaceNode>
        aria-label="Workspace"
        items={workspace}
        slots={{ item: ValidatedItem }}
        isItemEditable={isUnlocked}
        defaultExpandedItems={['clients']}
      />
    </Box>
  );
}
