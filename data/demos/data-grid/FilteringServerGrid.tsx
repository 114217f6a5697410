import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
/** Stands in for `GET /api/employees?field=…&operator=…&value=…`: filters on the "server" after 400 ms. */
function fetchEmployees(model: GridFilterModel): Promise<Employee[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const [item] = model.items;
      if (!item || item.value == null || item.value === '') {
        resolve(employees);
        return;
      }
      const field = item.field as keyof Employee;
      resolve(
        employees.filter((employee) => {
          const value = employee[field];
          switch (item.operator) {
            case 'contains':
              return String(value).toLowerCase().includes(String(item.value).toLowerCase());
            case 'equals':
              return String(value).toLowerCase() === String(item.value).toLowerCase();
            case '>':
              return Number(value) > Number(item.value);
            case '<':
              return Number(value) < Number(item.value);
            default:
              return true; // Unknown operators are ignored, and never offered (see the columns).
          }
        }),
      );
    }, 400);
  });
}

// Offer only the operators the server understands.
const textOperators = getGridStringOperators().filter((operator) => ['contains', 'equals'].includes(operator.value));
const numberOperators = getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value));
// preview-end

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180, filterOperators: textOperators },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160, filterOperators: textOperators },
  { field: 'office', headerName: 'Office', width: 120, filterOperators: textOperators },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130, filterOperators: numberOperators },
];

export default function FilteringServerGrid() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(0);
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'role', operator: 'contains', value: 'engineer' }],
  });

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setRequests((count) => count + 1);
    fetchEmployees(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        Requests sent: {requests}
      </Typography>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          filterDebounceMs={400}
          loading={loading}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: false } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
