import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { warehouse, type StockNode } from './data/warehouse';

const getCode = (node: StockNode) => String(node.code);
const getName = (node: StockNode) => node.name;
const getSections = (node: StockNode) => node.sections;
// preview-start
const isDiscontinued = (node: StockNode) => Boolean(node.discontinued);
// preview-end

export default function RichDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      {/* preview-start */}
      <RichTreeView<StockNode>
        aria-label="Warehouse sections"
        items={warehouse}
        getItemId={getCode}
        getItemLabel={getName}
        getItemChildren={getSections}
        isItemDisabled={isDiscontinued}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['100', '200']}
      />
      {/* preview-end */}
    </Box>
  );
}
