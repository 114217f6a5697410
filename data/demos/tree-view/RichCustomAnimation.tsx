import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { bookCategories } from './data/bookstore';

// preview-start
// The default Collapse, wrapped in a box that fades and slides the children in from the side.
function SlideFadeTransition(props: TransitionProps) {
  return (
    <Box
      sx={{
        opacity: props.in ? 1 : 0,
        transform: props.in ? 'none' : 'translateX(24px)',
        transition: 'opacity 250ms ease-out, transform 250ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Collapse {...props} />
    </Box>
  );
}
// preview-end

type Choice = 'default' | 'slow' | 'slide';

const itemSlotProps: Record<Choice, Partial<TreeItemProps>> = {
  default: {},
  // Props for the default transition: a slower Collapse.
  slow: { slotProps: { groupTransition: { timeout: 600 } } },
  // Another component in the groupTransition slot.
  slide: { slots: { groupTransition: SlideFadeTransition } },
};

export default function RichCustomAnimation() {
  const [choice, setChoice] = React.useState<Choice>('slide');

  return (
    <Box sx={{ maxWidth: 520 }}>
      <RadioGroup row value={choice} onChange={(event) => setChoice(event.target.value as Choice)}>
        <FormControlLabel value="default" control={<Radio size="small" />} label="Default" />
        <FormControlLabel value="slow" control={<Radio size="small" />} label="Slower collapse" />
        <FormControlLabel value="slide" control={<Radio size="small" />} label="Slide and fade" />
      </RadioGroup>
      {/* preview-start */}
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        defaultExpandedItems={['fiction']}
        slotProps={{ item: itemSlotProps[choice] }}
      />
      {/* preview-end */}
    </Box>
  );
}
