import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart } from './data/orgChart';

const MAX_LENGTH = 24;

// preview-start
// Another input in the labelInput slot: it receives the value, the change, key and blur handlers,
// autoFocus and a data-element attribute, and must pass them all to its <input>.
const CountedInput = React.forwardRef(function CountedInput(
  { value, ...other }: React.InputHTMLAttributes<HTMLInputElement>,
  ref: React.Ref<HTMLInputElement>,
) {
  const length = String(value ?? '').length;
  return (
    <InputBase
      inputRef={ref}
      value={value}
      size="small"
      fullWidth
      inputProps={{ ...other, maxLength: MAX_LENGTH }}
      endAdornment={
        <Typography variant="caption" sx={{ color: length === MAX_LENGTH ? 'warning.main' : 'text.secondary', ml: 1 }}>
          {length}/{MAX_LENGTH}
        </Typography>
      }
      sx={{ px: 1, borderRadius: 1, bgcolor: 'background.paper', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` }}
    />
  );
});
// preview-end

export default function EditingCustomInput() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Teams"
        items={orgChart}
        isItemEditable
        slotProps={{ item: { slots: { labelInput: CountedInput } } }}
        defaultExpandedItems={['engineering', 'platform']}
      />
      {/* preview-end */}
    </Box>
  );
}
