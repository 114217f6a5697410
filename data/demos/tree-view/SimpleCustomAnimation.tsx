import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// The reader's choice, read by every item.
const ReducedMotion = React.createContext(false);

// preview-start
// The groupTransition slot is Material UI's Collapse: its props go in slotProps.groupTransition.
const MotionItem = React.forwardRef(function MotionItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const reduced = React.useContext(ReducedMotion);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ groupTransition: reduced ? { timeout: 0 } : { timeout: 450, easing: 'cubic-bezier(0.2, 0, 0, 1)' } }}
    />
  );
});
// preview-end

export default function SimpleCustomAnimation() {
  const [reduced, setReduced] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={reduced} onChange={(event) => setReduced(event.target.checked)} />}
        label="Reduce motion"
      />
      <ReducedMotion.Provider value={reduced}>
        {/* preview-start */}
        <SimpleTreeView aria-label="Garden plan" defaultExpandedItems={['beds']}>
          <MotionItem itemId="beds" label="Raised beds">
            <MotionItem itemId="tomatoes" label="Tomatoes" />
            <MotionItem itemId="beans" label="Runner beans" />
          </MotionItem>
          <MotionItem itemId="orchard" label="Orchard">
            <MotionItem itemId="apple" label="Apple trees" />
            <MotionItem itemId="quince" label="Quince" />
          </MotionItem>
        </SimpleTreeView>
        {/* preview-end */}
      </ReducedMotion.Provider>
    </Box>
  );
}
