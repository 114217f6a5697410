import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import { releaseChecklist, type ChecklistStep, type StepState } from './data/itemCustomization';

const accent: Record<StepState, string> = {
  done: 'success.main',
  active: 'info.main',
  blocked: 'error.main',
  todo: 'divider',
};

// preview-start
// The content slot is the row. Its slotProps add an accent border that tells the step's state;
// TreeItemContent is a styled component, so it takes `sx` besides the div's own props.
function contentProps(state: StepState) {
  return {
    sx: { borderInlineStart: '4px solid', borderColor: accent[state], borderRadius: '0 6px 6px 0', mb: 0.5 },
    title: `State: ${state}`,
  } as TreeItemSlotProps['content'];
}

function renderStep(step: ChecklistStep) {
  return (
    <TreeItem key={step.id} itemId={step.id} label={step.label} slotProps={{ content: contentProps(step.state) }}>
      {step.children?.map(renderStep)}
    </TreeItem>
  );
}
// preview-end

export default function TreeItemContentSlotProps() {
  return (
    <Box sx={{ maxWidth: 380 }}>
      <SimpleTreeView aria-label="Release checklist" defaultExpandedItems={['freeze', 'qa']}>
        {releaseChecklist.map(renderStep)}
      </SimpleTreeView>
    </Box>
  );
}
