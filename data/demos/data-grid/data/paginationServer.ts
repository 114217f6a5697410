import type { GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

/**
 * A pretend REST endpoint for the pagination demos: it filters, sorts and pages an in-memory list the
 * way a server would, after a fixed delay. It knows a few filter operators (text: contains, equals,
 * starts with, ends with, is empty, is not empty, is any of; numbers: = != > >= < <=) and ignores the
 * others. Deterministic: the same request always gets the same answer.
 *
 * In your app, the request goes to your API instead; nothing here is part of MUI X.
 */

export interface PageRequest {
  paginationModel: GridPaginationModel;
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
}

export interface PageResponse<R> {
  rows: R[];
  /** Rows matching the filters, on every page. */
  rowCount: number;
}

type Row = Record<string, unknown>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function matches(row: Row, item: GridFilterItem): boolean {
  const cell = row[item.field];
  const { value } = item;
  if (item.operator === 'isEmpty') return cell == null || cell === '';
  if (item.operator === 'isNotEmpty') return cell != null && cell !== '';
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
  if (typeof cell === 'number') {
    const target = Number(value);
    switch (item.operator) {
      case '=': return cell === target;
      case '!=': return cell !== target;
      case '>': return cell > target;
      case '>=': return cell >= target;
      case '<': return cell < target;
      case '<=': return cell <= target;
      default: return true;
    }
  }
  const text = String(cell ?? '').toLowerCase();
  switch (item.operator) {
    case 'contains': return text.includes(String(value).toLowerCase());
    case 'doesNotContain': return !text.includes(String(value).toLowerCase());
    case 'equals': return text === String(value).toLowerCase();
    case 'doesNotEqual': return text !== String(value).toLowerCase();
    case 'startsWith': return text.startsWith(String(value).toLowerCase());
    case 'endsWith': return text.endsWith(String(value).toLowerCase());
    case 'isAnyOf': return (value as string[]).some((option) => text === String(option).toLowerCase());
    default: return true;
  }
}

function compare(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** Filters, sorts and cuts one page out of `rows`, like `GET /api/orders?page=…&sort=…&filter=…`. */
export async function fetchPage<R extends object>(rows: R[], request: PageRequest, latency = 500): Promise<PageResponse<R>> {
  await wait(latency);
  const { paginationModel, sortModel = [], filterModel } = request;
  const items = filterModel?.items ?? [];
  const any = filterModel?.logicOperator === 'or';
  let result = rows.filter((row) => {
    if (items.length === 0) return true;
    return any ? items.some((item) => matches(row as Row, item)) : items.every((item) => matches(row as Row, item));
  });
  if (sortModel.length > 0) {
    result = [...result].sort((a, b) => {
      for (const { field, sort } of sortModel) {
        const order = compare((a as Row)[field], (b as Row)[field]);
        if (order !== 0) return sort === 'desc' ? -order : order;
      }
      return 0;
    });
  }
  const { page, pageSize } = paginationModel;
  const start = page * pageSize;
  return { rows: result.slice(start, start + pageSize), rowCount: result.length };
}
