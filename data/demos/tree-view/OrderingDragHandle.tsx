import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemGroupTransition,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { sprintBacklog } from './data/orderingBoards';

type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const HandleItem = React.forwardRef(function HandleItem(
  { id, itemId, label, disabled, children, ...other }: ItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  // preview-start
  // Take the drag props off the root and give them to the handle: only the handle starts a drag.
  const { draggable, onDragStart, onDragOver, onDragEnd, ...rootProps } = getRootProps(other);
  // preview-end

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {/* preview-start */}
          <Box
            draggable={draggable}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            aria-hidden
            sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary' }}
          >
            <DragIndicator fontSize="small" />
          </Box>
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
          {/* preview-end */}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function OrderingDragHandle() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeViewPro
        aria-label="Sprint backlog"
        items={sprintBacklog}
        itemsReordering
        slots={{ item: HandleItem }}
        defaultExpandedItems={['checkout', 'search']}
      />
    </Box>
  );
}
