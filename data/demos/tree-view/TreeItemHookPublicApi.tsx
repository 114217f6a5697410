import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { bookCategories, categoryLabel } from './data/bookstore';

interface ShelfLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  editable?: boolean;
  onPickAll?: (event: React.MouseEvent) => void;
}

function ShelfLabel({ onPickAll, children, ...other }: ShelfLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {children}
      {onPickAll && (
        <Button size="small" sx={{ py: 0, minWidth: 0 }} onClick={onPickAll}>
          Select all
        </Button>
      )}
    </TreeItemLabel>
  );
}

// preview-start
const ShelfItem = React.forwardRef(function ShelfItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // The item's own access to the tree's methods, the same ones `apiRef` offers outside.
  const { publicAPI, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // Read the API in the handler, not during render: the item does not re-render when it changes.
  const pickAll = (event: React.MouseEvent) => {
    event.stopPropagation();
    publicAPI.getItemOrderedChildrenIds(props.itemId).forEach((childId) => {
      publicAPI.setItemSelection({ event, itemId: childId, shouldBeSelected: true, keepExistingSelection: true });
    });
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: ShelfLabel }}
      slotProps={{ label: { onPickAll: status.expanded ? pickAll : undefined } as ShelfLabelProps }}
    />
  );
});
// preview-end

export default function TreeItemHookPublicApi() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        slots={{ item: ShelfItem }}
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['fiction']}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected: {selected.length ? selected.map((id) => categoryLabel(id)).join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
