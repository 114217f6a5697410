import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { readingList } from './data/itemCustomization';

export default function TreeItemLabelSlotProps() {
  const [width, setWidth] = React.useState(300);
  const sliderLabelId = React.useId();

  return (
    <Box>
      <Typography id={sliderLabelId} variant="body2">
        Panel width: {width}px
      </Typography>
      <Slider
        aria-labelledby={sliderLabelId}
        value={width}
        min={220}
        max={560}
        step={20}
        onChange={(_event, value) => setWidth(value as number)}
        sx={{ maxWidth: 360, mb: 1 }}
      />
      <Box sx={{ width, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
        {/* preview-start */}
        <RichTreeView
          aria-label="Reading list"
          items={readingList}
          defaultExpandedItems={['hci', 'systems']}
          // One line per title, cut with an ellipsis...
          sx={{ [`& .${treeItemClasses.label}`]: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' } }}
          // ...and the full title in the label's tooltip. The function receives each item's id and label.
          slotProps={{ item: ({ label }) => ({ slotProps: { label: { title: label } } }) }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
