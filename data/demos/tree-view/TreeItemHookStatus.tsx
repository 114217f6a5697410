import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters, type UseTreeItemStatus } from '@mui/x-tree-view/useTreeItem';
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
import { bookCategories } from './data/bookstore';

// The flags shown as chips, in this order; `expandable`, `loading` and `error` are left out.
const shownFlags: (keyof UseTreeItemStatus)[] = ['focused', 'selected', 'expanded', 'editing', 'disabled'];

// The props the tree passes to every item, plus the HTML attributes of the root.
type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

// preview-start
const StatusItem = React.forwardRef(function StatusItem(
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

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? <TreeItemLabelInput {...getLabelInputProps()} /> : <TreeItemLabel {...getLabelProps()} />}
          {/* One chip per status flag that is true right now. */}
          {shownFlags
            .filter((flag) => status[flag])
            .map((flag) => (
              <Chip key={flag} label={flag} size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
            ))}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

export default function TreeItemHookStatus() {
  return (
    <Box sx={{ maxWidth: 460 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        slots={{ item: StatusItem }}
        defaultExpandedItems={['non-fiction']}
        defaultSelectedItems="biography"
        isItemDisabled={(item) => item.id === 'travel'}
        isItemEditable={(item) => !item.children}
      />
      {/* preview-end */}
    </Box>
  );
}
