import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('status'),
  orderColumn('total'),
];

const labels: Record<string, string> = { region: 'Region', category: 'Category', channel: 'Channel', status: 'Status' };

/** Where a dragged field goes: before the chip it is dropped on, or at the end of the bar. */
function moveField(model: GridRowGroupingModel, field: string, beforeField: string | null): GridRowGroupingModel {
  const without = model.filter((item) => item !== field);
  const index = beforeField === null ? without.length : without.indexOf(beforeField);
  return [...without.slice(0, index), field, ...without.slice(index)];
}

export default function RowGroupingRecipeDragBar() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);
  const [dragging, setDragging] = React.useState<string | null>(null);

  // preview-start
  // Drag a field from the list into the bar to group by it; drag a chip of the bar onto another to
  // move it before that one; the cross removes it.
  const drop = (beforeField: string | null) => (event: React.DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const field = event.dataTransfer.getData('text/plain');
    if (field in labels) setModel((current) => moveField(current, field, beforeField));
    setDragging(null);
  };
  const dragStart = (field: string) => (event: React.DragEvent) => {
    event.dataTransfer.setData('text/plain', field);
    setDragging(field);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Fields:
        </Typography>
        {Object.keys(labels)
          .filter((field) => !model.includes(field))
          .map((field) => (
            <Chip key={field} label={labels[field]} variant="outlined" draggable onDragStart={dragStart(field)} sx={{ cursor: 'grab' }} />
          ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop(null)}
        sx={{
          mb: 1,
          px: 1,
          height: 44,
          alignItems: 'center',
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Group by:
        </Typography>
        {model.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            drop a field here
          </Typography>
        )}
        {model.map((field, index) => (
          <Chip
            key={field}
            label={`${index + 1}. ${labels[field] ?? field}`}
            color="primary"
            draggable
            onDragStart={dragStart(field)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop(field)}
            onDelete={() => setModel((current) => current.filter((item) => item !== field))}
            sx={{ cursor: 'grab' }}
          />
        ))}
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPremium rows={storeOrders} columns={columns} rowGroupingModel={model} onRowGroupingModelChange={setModel} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
