import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemGroupTransition,
  TreeItemCheckbox,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { orgChart, type OrgUnit } from './data/orgChart';

// The tree passes `onRemove` to every item through slotProps.item.
interface RemovableItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  onRemove?: (itemId: string) => void;
}

// preview-start
const RemovableItem = React.forwardRef(function RemovableItem(
  { id, itemId, label, disabled, children, onRemove, ...other }: RemovableItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
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
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TreeItemLabel {...getLabelProps()} />
          {/* Only leaves can be removed; the button shows on the focused or selected row. */}
          {!status.expandable && (status.focused || status.selected) && (
            <Tooltip title="Remove">
              <IconButton
                size="small"
                aria-label={`Remove ${String(label)}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onRemove?.(itemId);
                }}
                sx={{ p: 0.25 }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

function withoutItem(units: OrgUnit[], itemId: string): OrgUnit[] {
  return units
    .filter((unit) => unit.id !== itemId)
    .map((unit) => (unit.children ? { ...unit, children: withoutItem(unit.children, itemId) } : unit));
}

export default function CustomItemWithAction() {
  const [items, setItems] = React.useState(orgChart);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Teams"
        items={items}
        defaultExpandedItems={['engineering', 'frontend', 'design']}
        defaultSelectedItems="lucas-meyer"
        slots={{ item: RemovableItem }}
        slotProps={{ item: { onRemove: (itemId: string) => setItems((previous) => withoutItem(previous, itemId)) } as object }}
      />
    </Box>
  );
}
