import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  name: string;
  username: string;
  team: string;
}

const accounts: Account[] = [
  { id: 1, name: 'Helena Voss', username: 'hvoss', team: 'Executive' },
  { id: 2, name: 'Rafael Moreno', username: 'rmoreno', team: 'Engineering' },
  { id: 3, name: 'Grace Liu', username: 'gliu', team: 'Finance' },
  { id: 4, name: 'Jun Park', username: 'jpark', team: 'Engineering' },
  { id: 5, name: 'Naomi Adeyemi', username: 'nadeyemi', team: 'People' },
];

/** Stands in for an API call: answers after 500 ms whether a username is already taken. */
function checkUsername(username: string, ownId: number): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!/^[a-z][a-z0-9.]{2,}$/.test(username)) resolve('Lower-case letters, digits and dots, 3 or more.');
      else if (accounts.some((account) => account.id !== ownId && account.username === username)) resolve(`"${username}" is taken.`);
      else resolve(null);
    }, 500);
  });
}

function UsernameEditCell(props: GridRenderEditCellParams<Account, string>) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''} placement="bottom-start">
      <Box sx={{ width: '100%', height: '100%' }}>
        {/* Shows a spinner while `isProcessingProps` is true. */}
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  // preview-start
  {
    field: 'username',
    headerName: 'Username',
    width: 200,
    editable: true,
    // A promise: the cell cannot be saved until it resolves without an error.
    preProcessEditCellProps: async ({ id, props, hasChanged }: GridPreProcessEditCellProps) => {
      if (!hasChanged) return props;
      const error = await checkUsername(String(props.value ?? ''), Number(id));
      return { ...props, error: error ?? false };
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
  // preview-end
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 140 },
];

export default function EditingServerValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .MuiDataGrid-cell--editing .Mui-error': {
          color: theme.palette.error.main,
          backgroundColor: 'rgb(253, 236, 234)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(244, 67, 54, 0.2)' }),
        },
      })}
    >
      <DataGrid rows={accounts} columns={columns} hideFooter />
    </Box>
  );
}
