import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Story {
  id: string;
  rank: number;
  title: string;
  points: number;
  owner: string;
}

const backlog: Omit<Story, 'rank'>[] = [
  { id: 'PAY-112', title: 'Refunds for partial shipments', points: 8, owner: 'Sofia Lindqvist' },
  { id: 'PAY-118', title: 'Show VAT on every invoice line', points: 3, owner: 'Diego Alvarez' },
  { id: 'ORD-201', title: 'Reorder from order history', points: 5, owner: 'Yuki Sato' },
  { id: 'ORD-207', title: 'Bulk import of orders from CSV', points: 13, owner: 'Hannah Weiss' },
  { id: 'INV-044', title: 'Low-stock alerts by email', points: 3, owner: 'Marek Novak' },
  { id: 'INV-051', title: 'Warehouse transfer screen', points: 8, owner: 'Rahul Deshpande' },
];

// preview-start
/** Moves one item and numbers the list again. */
function move(list: Story[], from: number, to: number): Story[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next.map((story, index) => ({ ...story, rank: index + 1 }));
}

export default function RowOrderingGrid() {
  const [rows, setRows] = React.useState<Story[]>(() => backlog.map((story, index) => ({ ...story, rank: index + 1 })));

  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setRows((previous) => move(previous, oldIndex, targetIndex));
    // Send the new order to the server here.
  };

  // The same move for keyboard users, from the row's action buttons.
  const columns = React.useMemo<GridColDef<Story>[]>(
    () => [
      { field: 'rank', headerName: '#', type: 'number', width: 60 },
      { field: 'title', headerName: 'Story', flex: 1, minWidth: 220 },
      { field: 'points', headerName: 'Points', type: 'number', width: 80 },
      { field: 'owner', headerName: 'Owner', width: 150 },
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="up"
            icon={<ArrowUpwardIcon />}
            label={`Move ${row.id} up`}
            disabled={row.rank === 1}
            onClick={() => setRows((previous) => move(previous, row.rank - 1, row.rank - 2))}
          />,
          <GridActionsCellItem
            key="down"
            icon={<ArrowDownwardIcon />}
            label={`Move ${row.id} down`}
            disabled={row.rank === backlog.length}
            onClick={() => setRows((previous) => move(previous, row.rank - 1, row.rank))}
          />,
        ],
      },
    ],
    [],
  );
  // preview-end

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
