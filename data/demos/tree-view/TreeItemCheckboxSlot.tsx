import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { notificationSettings } from './data/itemCustomization';

// The props the tree gives the checkbox slot (see the selection plugin of the installed package).
interface ToggleProps {
  visible?: boolean;
  checked?: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  tabIndex?: number;
  className?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

// preview-start
// A switch in place of the checkbox. It must render nothing when `visible` is false (checkboxSelection
// off), forward the ref (the item ignores row clicks that start inside it), and call `onChange`.
const SettingSwitch = React.forwardRef(function SettingSwitch(
  { visible, indeterminate, checked, disabled, tabIndex, className, onChange }: ToggleProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) return null;
  return (
    <Switch
      ref={ref}
      size="small"
      className={className}
      checked={Boolean(checked)}
      disabled={disabled}
      onChange={onChange}
      // A switch has no third state: a half-on channel shows in the warning colour.
      color={indeterminate ? 'warning' : 'primary'}
      slotProps={{ input: { tabIndex } }}
      sx={indeterminate ? { '& .MuiSwitch-track': { bgcolor: 'warning.main', opacity: 0.5 } } : undefined}
    />
  );
});
// preview-end

export default function TreeItemCheckboxSlot() {
  const [enabled, setEnabled] = React.useState<string[]>(['email/mentions', 'push/mentions', 'push/reminders', 'push']);

  return (
    <Box sx={{ maxWidth: 380 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Notification settings"
        items={notificationSettings}
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        selectedItems={enabled}
        onSelectedItemsChange={(_event, ids) => setEnabled(ids)}
        defaultExpandedItems={['email', 'push']}
        slotProps={{ item: { slots: { checkbox: SettingSwitch } } }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {enabled.filter((id) => id.includes('/')).length} of 5 notifications on
      </Typography>
    </Box>
  );
}
