import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const pickupPoints = [
  {
    id: 'lisbon',
    label: 'Lisbon',
    children: [
      { id: 'lisbon/baixa', label: 'Baixa kiosk' },
      { id: 'lisbon/alvalade', label: 'Alvalade locker' },
    ],
  },
  {
    id: 'porto',
    label: 'Porto',
    children: [
      { id: 'porto/ribeira', label: 'Ribeira shop' },
      { id: 'porto/boavista', label: 'Boavista locker' },
    ],
  },
];

interface PickLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  editable?: boolean;
  picked?: boolean;
  onPick?: (event: React.MouseEvent) => void;
}

function PickLabel({ picked, onPick, children, ...other }: PickLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {children}
      {onPick && (
        <IconButton size="small" aria-label={`Choose ${String(children)}`} onClick={onPick} sx={{ p: 0.25 }}>
          {picked ? <RadioButtonChecked fontSize="small" color="primary" /> : <RadioButtonUnchecked fontSize="small" />}
        </IconButton>
      )}
    </TreeItemLabel>
  );
}

// preview-start
const PickupItem = React.forwardRef(function PickupItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // A click on the row only opens or closes it: cancel the default handling, then expand by hand.
  const handleRowClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    interactions.handleExpansion(event);
  };

  // The radio button is now the only pointer target that selects.
  const handlePick = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleSelection(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: PickLabel }}
      slotProps={{
        content: { onClick: handleRowClick },
        label: { picked: status.selected, onPick: status.expandable ? undefined : handlePick } as PickLabelProps,
      }}
    />
  );
});
// preview-end

export default function TreeItemUtilsSelection() {
  const [pickup, setPickup] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Pick-up points"
        items={pickupPoints}
        slots={{ item: PickupItem }}
        selectedItems={pickup}
        onSelectedItemsChange={(_event, id) => setPickup(id)}
        defaultExpandedItems={['lisbon']}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Pick-up point: {pickup ?? 'none chosen'}
      </Typography>
    </Box>
  );
}
