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
 * A pretend database for the server-side data demos (aggregation, tree data, lazy loading, row
 * grouping). It answers the grid's `getRows` requests over an in-memory list, after a delay, the way
 * an API would: filter, sort, group or walk the tree, aggregate, then cut out the wanted range. No
 * network is involved, and the same request always gets the same answer.
 *
 * In your app, `getRows` sends these parameters to your server instead; nothing here is part of MUI X.
 */

export interface MockDatabaseOptions {
  /** Milliseconds before each answer (default 500). */
  latency?: number;
  /**
   * Whether answers tell the total number of rows (`rowCount`). Without it, lazy loading runs in
   * infinite mode. Default `true`.
   */
  sendRowCount?: boolean;
  /** For tree data: the field holding each row's path, from the top level down to the row itself. */
  pathField?: string;
  /** Called with every request, before it is answered. */
  onRequest?: (params: GridGetRowsParams) => void;
  /** Return `true` to make the request fail (read when the answer is due). */
  shouldFail?: (params: GridGetRowsParams) => boolean;
}

/** What a group row (row grouping) or a parent row (tree data) carries besides its aggregates. */
export interface MockGroupRow extends GridValidRowModel {
  id: string;
  /** The group's key: the value of the grouped field, or the last step of the path. */
  groupKey: string;
  /** Rows at the next level: groups, or the rows themselves at the last level. */
  childrenCount: number;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

function comparable(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (value == null) return '';
  return String(value).toLowerCase();
}

function passesItem(row: GridValidRowModel, item: GridFilterItem): boolean {
  const cell = row[item.field];
  if (item.operator === 'isEmpty') return cell == null || cell === '';
  if (item.operator === 'isNotEmpty') return cell != null && cell !== '';
  const { value } = item;
  // An item without a value filters nothing, as in the grid.
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
  const left = comparable(cell);
  if (item.operator === 'isAnyOf') return (value as unknown[]).some((candidate) => comparable(candidate) === left);
  const right = typeof cell === 'number' && typeof value === 'string' ? Number(value) : comparable(value);
  const text = String(left);
  switch (item.operator) {
    case 'contains':
      return text.includes(String(right));
    case 'doesNotContain':
      return !text.includes(String(right));
    case 'startsWith':
      return text.startsWith(String(right));
    case 'endsWith':
      return text.endsWith(String(right));
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

function passesFilters(row: GridValidRowModel, model: GridFilterModel | undefined): boolean {
  if (!model) return true;
  const items = model.items ?? [];
  const byItems =
    items.length === 0 || (model.logicOperator === 'or' ? items.some((item) => passesItem(row, item)) : items.every((item) => passesItem(row, item)));
  const words = (model.quickFilterValues ?? []).filter(Boolean).map((word) => String(word).toLowerCase());
  if (!byItems || words.length === 0) return byItems;
  const text = Object.values(row)
    .map((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : Array.isArray(value) ? value.join(' ') : String(value ?? '')))
    .join(' ')
    .toLowerCase();
  return model.quickFilterLogicOperator === 'or' ? words.some((word) => text.includes(word)) : words.every((word) => text.includes(word));
}

function sorted<R extends GridValidRowModel>(rows: R[], model: GridSortModel | undefined): R[] {
  if (!model || model.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sort } of model) {
      const left = comparable(a[field]);
      const right = comparable(b[field]);
      if (left !== right) return (left < right ? -1 : 1) * (sort === 'desc' ? -1 : 1);
    }
    return 0;
  });
}

/** The aggregation functions this database computes, by the names the grid sends. */
export function aggregateValues(values: unknown[], name: string): unknown {
  const present = values.filter((value) => value != null);
  const numbers = present.filter((value): value is number => typeof value === 'number');
  switch (name) {
    case 'size':
      return values.length;
    case 'sum':
      return Math.round(numbers.reduce((total, value) => total + value, 0) * 100) / 100;
    case 'avg':
      return numbers.length ? Math.round((numbers.reduce((total, value) => total + value, 0) / numbers.length) * 100) / 100 : null;
    case 'min':
    case 'max': {
      if (present.length === 0) return null;
      return present.reduce((best, value) => {
        const better = name === 'min' ? comparable(value) < comparable(best) : comparable(value) > comparable(best);
        return better ? value : best;
      });
    }
    default:
      return null;
  }
}

function aggregates(rows: GridValidRowModel[], model: GridAggregationModel | undefined): GridValidRowModel {
  const result: GridValidRowModel = {};
  Object.entries(model ?? {}).forEach(([field, name]) => {
    result[field] = aggregateValues(
      rows.map((row) => row[field]),
      name,
    );
  });
  return result;
}

/** The range a request asks for: `start` to `end` (both included) when given, else the page. */
function range<R>(rows: R[], params: GridGetRowsParams): R[] {
  if (typeof params.start === 'number' && typeof params.end === 'number') return rows.slice(params.start, params.end + 1);
  if (params.paginationModel) {
    const { page, pageSize } = params.paginationModel;
    return rows.slice(page * pageSize, (page + 1) * pageSize);
  }
  return rows;
}

/** One line describing a request, for the readouts above the demos. */
export function describeRequest(params: GridGetRowsParams): string {
  const parts: string[] = [];
  if (params.groupKeys && params.groupKeys.length > 0) parts.push(`groupKeys [${params.groupKeys.join(', ')}]`);
  else if (params.groupFields && params.groupFields.length > 0) parts.push('top level');
  if (typeof params.start === 'number' && typeof params.end === 'number') parts.push(`rows ${params.start}–${params.end}`);
  const aggregation = Object.entries(params.aggregationModel ?? {});
  if (aggregation.length > 0) parts.push(aggregation.map(([field, name]) => `${name}(${field})`).join(', '));
  return parts.join(' · ') || 'rows';
}

export function createMockDatabase<R extends GridValidRowModel>(allRows: readonly R[], options: MockDatabaseOptions = {}) {
  const { latency = 500, sendRowCount = true, pathField, onRequest, shouldFail } = options;

  function answer(params: GridGetRowsParams): GridGetRowsResponse & { aggregateRow?: GridValidRowModel } {
    const filtered = allRows.filter((row) => passesFilters(row, params.filterModel));
    const groupKeys = params.groupKeys ?? [];
    const groupFields = params.groupFields ?? [];
    const count = (total: number) => (sendRowCount ? { rowCount: total } : {});

    if (pathField) {
      // Tree data: the direct children of the row whose path is `groupKeys`.
      const pathOf = (row: R) => row[pathField] as string[];
      const startsWith = (path: string[], prefix: string[]) => prefix.every((key, index) => path[index] === key);
      const children = allRows.filter((row) => pathOf(row).length === groupKeys.length + 1 && startsWith(pathOf(row), groupKeys));
      const rows = children
        .map((child) => {
          const path = pathOf(child);
          // Everything under the child (itself included) that passes the filters.
          const branch = filtered.filter((row) => startsWith(pathOf(row), path));
          if (branch.length === 0) return null;
          const below = allRows.filter((row) => pathOf(row).length === path.length + 1 && startsWith(pathOf(row), path));
          const leaves = branch.filter((row) => !allRows.some((other) => pathOf(other).length > pathOf(row).length && startsWith(pathOf(other), pathOf(row))));
          return {
            ...child,
            ...(below.length > 0 ? aggregates(leaves, params.aggregationModel) : {}),
            groupKey: path[path.length - 1],
            childrenCount: below.length,
          };
        })
        .filter((row): row is R & MockGroupRow => row !== null);
      const ordered = sorted(rows, params.sortModel);
      const leavesOfAll = filtered.filter((row) => !allRows.some((other) => pathOf(other).length > pathOf(row).length && startsWith(pathOf(other), pathOf(row))));
      return {
        rows: groupKeys.length === 0 ? range(ordered, params) : ordered,
        ...count(ordered.length),
        aggregateRow: groupKeys.length === 0 ? aggregates(leavesOfAll, params.aggregationModel) : undefined,
      };
    }

    if (groupFields.length > 0) {
      const inGroup = filtered.filter((row) => groupKeys.every((key, index) => String(row[groupFields[index]] ?? '') === key));
      if (groupKeys.length >= groupFields.length) {
        const leaves = sorted(inGroup, params.sortModel);
        return { rows: leaves, ...count(leaves.length) };
      }
      const field = groupFields[groupKeys.length];
      const nextField = groupFields[groupKeys.length + 1];
      const buckets = new Map<string, R[]>();
      inGroup.forEach((row) => {
        const key = String(row[field] ?? '');
        buckets.set(key, [...(buckets.get(key) ?? []), row]);
      });
      const groups: MockGroupRow[] = [...buckets.entries()].map(([key, members]) => ({
        ...aggregates(members, params.aggregationModel),
        id: [...groupKeys, key].join('/'),
        groupKey: key,
        [field]: key,
        childrenCount: nextField ? new Set(members.map((row) => String(row[nextField] ?? ''))).size : members.length,
      }));
      const ordered = sorted(groups, params.sortModel);
      return {
        rows: groupKeys.length === 0 ? range(ordered, params) : ordered,
        ...count(ordered.length),
        aggregateRow: groupKeys.length === 0 ? aggregates(filtered, params.aggregationModel) : undefined,
      };
    }

    const ordered = sorted(filtered, params.sortModel);
    return { rows: range(ordered, params), ...count(ordered.length), aggregateRow: aggregates(filtered, params.aggregationModel) };
  }

  return {
    /** Answers like `GridDataSource.getRows`, after `latency` ms. */
    async getRows(params: GridGetRowsParams) {
      onRequest?.(params);
      await wait(latency);
      if (shouldFail?.(params)) throw new Error('The server did not answer (simulated failure).');
      return answer(params);
    },
    /** How many rows the database holds (top level for a tree). */
    size: pathField ? allRows.filter((row) => (row[pathField] as string[]).length === 1).length : allRows.length,
  };
}
