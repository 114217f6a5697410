import type {
  GridAggregationModel,
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid-premium';

/**
 * A pretend backend for the server-side data demos: it answers `getRows` requests over an in-memory
 * list the way an API would (filter, sort, then page or slice; group and aggregate when asked), after
 * a fixed delay. Everything is deterministic: the same request always gets the same answer.
 *
 * In your app, `getRows` sends the parameters to your API instead; nothing here is part of MUI X.
 */

export interface FakeServerOptions {
  /** Milliseconds before each answer arrives (default 600). */
  latency?: number;
  /** For tree data: the field holding each row's path, from the top level down to the row itself. */
  pathField?: string;
  /** Called with every request the grid makes, before it is answered. */
  onRequest?: (params: GridGetRowsParams) => void;
  /** Return `true` to make a request fail, to try out error handling. */
  shouldFail?: (params: GridGetRowsParams) => boolean;
}

/** What the fake server sends for a group: the group's key in its field, its size and its aggregates. */
export interface ServerGroupRow extends GridValidRowModel {
  id: string;
  /** The key of the group, also under the grouped field. */
  groupKey: string;
  /** Number of rows in the group at the next level (groups or leaves). */
  childrenCount: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toComparable(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (value == null) return '';
  return String(value).toLowerCase();
}

function matchesItem(row: GridValidRowModel, item: GridFilterItem): boolean {
  const cell = row[item.field];
  const { operator, value } = item;
  if (operator === 'isEmpty') return cell == null || cell === '';
  if (operator === 'isNotEmpty') return cell != null && cell !== '';
  // An item without a value is not applied, as in the grid itself.
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
  const left = toComparable(cell);
  if (operator === 'isAnyOf') return (value as unknown[]).some((candidate) => toComparable(candidate) === left);
  const right = toComparable(value instanceof Date || typeof value === 'number' ? value : typeof cell === 'number' ? Number(value) : value);
  switch (operator) {
    case 'contains':
      return String(left).includes(String(right));
    case 'doesNotContain':
      return !String(left).includes(String(right));
    case 'startsWith':
      return String(left).startsWith(String(right));
    case 'endsWith':
      return String(left).endsWith(String(right));
    case 'equals':
    case 'is':
    case '=':
      return left === right;
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return left !== right;
    case '>':
    case 'after':
      return left > right;
    case '>=':
    case 'onOrAfter':
      return left >= right;
    case '<':
    case 'before':
      return left < right;
    case '<=':
    case 'onOrBefore':
      return left <= right;
    default:
      return true;
  }
}

function filterRows<R extends GridValidRowModel>(rows: R[], filterModel: GridFilterModel | undefined): R[] {
  if (!filterModel) return rows;
  const items = filterModel.items ?? [];
  const quick = filterModel.quickFilterValues?.filter(Boolean).map((word) => String(word).toLowerCase()) ?? [];
  return rows.filter((row) => {
    const byItems =
      items.length === 0 ||
      (filterModel.logicOperator === 'or' ? items.some((item) => matchesItem(row, item)) : items.every((item) => matchesItem(row, item)));
    if (!byItems) return false;
    if (quick.length === 0) return true;
    const text = Object.values(row)
      .map((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '')))
      .join(' ')
      .toLowerCase();
    return filterModel.quickFilterLogicOperator === 'or' ? quick.some((word) => text.includes(word)) : quick.every((word) => text.includes(word));
  });
}

function sortRows<R extends GridValidRowModel>(rows: R[], sortModel: GridSortModel | undefined): R[] {
  if (!sortModel || sortModel.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const left = toComparable(a[field]);
      const right = toComparable(b[field]);
      if (left !== right) {
        const order = left < right ? -1 : 1;
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

/** The aggregation functions the fake server knows, by the names the grid sends. */
export function aggregate(values: unknown[], name: string): number | null {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  switch (name) {
    case 'size':
      return values.length;
    case 'sum':
      return Math.round(numbers.reduce((total, value) => total + value, 0) * 100) / 100;
    case 'avg':
      return numbers.length ? Math.round((numbers.reduce((total, value) => total + value, 0) / numbers.length) * 100) / 100 : null;
    case 'min':
      return numbers.length ? Math.min(...numbers) : null;
    case 'max':
      return numbers.length ? Math.max(...numbers) : null;
    default:
      return null;
  }
}

function aggregateRows(rows: GridValidRowModel[], model: GridAggregationModel | undefined) {
  const result: GridValidRowModel = {};
  Object.entries(model ?? {}).forEach(([field, name]) => {
    result[field] = aggregate(
      rows.map((row) => row[field]),
      name,
    );
  });
  return result;
}

function page<R>(rows: R[], params: GridGetRowsParams): R[] {
  // `start` and `end` always describe the wanted range (`end` included); with lazy loading they move
  // while `paginationModel` stays on its first page, so they take precedence.
  if (typeof params.start === 'number' && typeof params.end === 'number') {
    return rows.slice(params.start, params.end + 1);
  }
  if (params.paginationModel) {
    const { page: index, pageSize } = params.paginationModel;
    return rows.slice(index * pageSize, (index + 1) * pageSize);
  }
  return rows;
}

export function createFakeServer<R extends GridValidRowModel>(initialRows: readonly R[], options: FakeServerOptions = {}) {
  const { latency = 600, pathField, onRequest, shouldFail } = options;
  // The server's own copy: edits sent to `updateRow` change it, never the shared data set.
  const allRows: R[] = [...initialRows];

  function answer(params: GridGetRowsParams): GridGetRowsResponse & { aggregateRow?: GridValidRowModel } {
    const filtered = filterRows([...allRows], params.filterModel);
    const groupKeys = params.groupKeys ?? [];
    const groupFields = params.groupFields ?? [];

    if (pathField) {
      // Tree data: the direct children of the row whose path is `groupKeys` (the top level when empty).
      const depth = groupKeys.length;
      const inBranch = (row: R) => {
        const path = row[pathField] as string[];
        return groupKeys.every((key, index) => path[index] === key);
      };
      const children = allRows.filter((row) => inBranch(row) && (row[pathField] as string[]).length === depth + 1);
      const visible = children.filter((child) => {
        const prefix = child[pathField] as string[];
        // A branch stays when the row or any row below it passes the filters.
        return filtered.some((row) => prefix.every((key, index) => (row[pathField] as string[])[index] === key));
      });
      const withCounts = visible.map((child) => {
        const path = child[pathField] as string[];
        const childrenCount = allRows.filter(
          (row) => (row[pathField] as string[]).length === path.length + 1 && path.every((key, index) => (row[pathField] as string[])[index] === key),
        ).length;
        return { ...child, childrenCount };
      });
      const sorted = sortRows(withCounts, params.sortModel);
      return { rows: depth === 0 ? page(sorted, params) : sorted, rowCount: sorted.length };
    }

    if (groupFields.length > 0) {
      const depth = groupKeys.length;
      const inGroup = filtered.filter((row) => groupKeys.every((key, index) => String(row[groupFields[index]] ?? '') === key));
      if (depth >= groupFields.length) {
        const leaves = sortRows(inGroup, params.sortModel);
        return { rows: leaves, rowCount: leaves.length };
      }
      const field = groupFields[depth];
      const buckets = new Map<string, GridValidRowModel[]>();
      inGroup.forEach((row) => {
        const key = String(row[field] ?? '');
        buckets.set(key, [...(buckets.get(key) ?? []), row]);
      });
      const groups: ServerGroupRow[] = [...buckets.entries()].map(([key, members]) => {
        const nextField = groupFields[depth + 1];
        const childrenCount = nextField ? new Set(members.map((row) => String(row[nextField] ?? ''))).size : members.length;
        return {
          ...aggregateRows(members, params.aggregationModel),
          id: [...groupKeys, key].join('/'),
          groupKey: key,
          [field]: key,
          childrenCount,
        };
      });
      const sorted = sortRows(groups, params.sortModel);
      return {
        rows: depth === 0 ? page(sorted, params) : sorted,
        rowCount: sorted.length,
        aggregateRow: depth === 0 ? aggregateRows(filtered, params.aggregationModel) : undefined,
      };
    }

    const sorted = sortRows(filtered, params.sortModel);
    return { rows: page(sorted, params), rowCount: sorted.length, aggregateRow: aggregateRows(filtered, params.aggregationModel) };
  }

  return {
    /** Answers like `GridDataSource.getRows`, after `latency` ms. */
    async getRows(params: GridGetRowsParams) {
      onRequest?.(params);
      await wait(latency);
      if (shouldFail?.(params)) throw new Error('The server could not answer (simulated failure).');
      return answer(params);
    },
    /** Saves a changed row (matched by `id`) after `latency` ms and answers with what was stored. */
    async updateRow(row: R) {
      await wait(latency);
      if (shouldFail?.({ sortModel: [], filterModel: { items: [] }, start: 0, end: 0 })) {
        throw new Error('The server could not save the row (simulated failure).');
      }
      const index = allRows.findIndex((candidate) => candidate.id === row.id);
      if (index === -1) throw new Error(`No row ${String(row.id)} on the server.`);
      allRows[index] = row;
      return row;
    },
    /** The number of rows the server holds, for demos that announce it up front. */
    size: allRows.length,
  };
}
