import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlined from '@mui/icons-material/EditOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemGroupTransition,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { workspace, type WorkspaceNode } from './data/editingWorkspace';

type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const buttonSx = { p: 0.25 };

const EditableItem = React.forwardRef(function EditableItem(
  { id, itemId, label, disabled, children, ...other }: ItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });

  // preview-start
  // Leaving the field does nothing here: the buttons (or Enter and Escape) decide.
  const inputProps = getLabelInputProps({
    onBlur: (event: React.FocusEvent & TreeViewCancellableEvent) => {
      event.defaultMuiPrevented = true;
    },
  });
  const draft = String(inputProps.value ?? '');

  const startEditing = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.toggleItemEditing();
  };
  const save = (event: React.MouseEvent) => {
    event.stopPropagation();
    if (draft) interactions.handleSaveItemLabel(event, draft);
  };
  const cancel = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleCancelItemLabelEditing(event);
  };
  // preview-end

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {/* preview-start */}
          {status.editing ? (
            <React.Fragment>
              <TreeItemLabelInput {...inputProps} />
              <IconButton size="small" aria-label="Save name" onClick={save} disabled={!draft} sx={buttonSx}>
                <CheckRounded fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label="Cancel renaming" onClick={cancel} sx={buttonSx}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </React.Fragment>
          ) : (
            <React.Fragment>
              <TreeItemLabel {...getLabelProps()} />
              {status.editable && (
                <IconButton size="small" aria-label={`Rename ${String(label)}`} onClick={startEditing} sx={buttonSx}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              )}
            </React.Fragment>
          )}
          {/* preview-end */}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const isUnlocked = (node: WorkspaceNode) => !node.locked;

export default function EditingWithButtons() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView<WorkspaceNode>
        aria-label="Workspace"
        items={workspace}
        slots={{ item: EditableItem }}
        isItemEditable={isUnlocked}
        defaultExpandedItems={['clients']}
      />
    </Box>
  );
}
