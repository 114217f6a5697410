/**
 * The search query set: what readers type, and the page (or entry) they want. `npm run search:eval`
 * runs every query through the dialog of the exported site and scores where the first wanted result
 * ranks (hit@1, hit@3, hit@5, MRR); every ranking change is judged by it.
 *
 * `want` lists acceptable results: a page (`/x/react-data-grid/sorting/`: any entry of that page
 * counts) or an entry (`/x/api/data-grid/data-grid/#props-checkboxSelection`: that anchor only).
 * `from` is the page the dialog is opened on (its product is the ranking's tie-breaker); by default
 * the introduction, which belongs to no product. To add a query: write what a reader would type and
 * the result that answers it, run `npm run search:eval`, and keep the set honest (never drop a query
 * because it fails).
 */

export type QueryKind = 'component' | 'identifier' | 'words' | 'task' | 'concept' | 'migration' | 'typo' | 'form' | 'zh';

export interface SearchQuery {
  query: string;
  want: readonly string[];
  kind: QueryKind;
  from?: string;
}

const q = (kind: QueryKind, query: string, want: string | readonly string[], from?: string): SearchQuery => ({
  query,
  want: typeof want === 'string' ? [want] : want,
  kind,
  ...(from ? { from } : {}),
});

const GRID = '/x/api/data-grid/data-grid/';
const GRID_PRO = '/x/api/data-grid/data-grid-pro/';
const GRID_PREMIUM = '/x/api/data-grid/data-grid-premium/';
const DG = '/x/react-data-grid/';
const DP = '/x/react-date-pickers/';
const CH = '/x/react-charts/';
const TV = '/x/react-tree-view/';

export const QUERY_SET: readonly SearchQuery[] = [
  // Components and features by name: the guide first.
  q('component', 'data grid', DG),
  q('component', 'datagrid', [DG, GRID]),
  q('component', 'date picker', `${DP}date-picker/`),
  q('component', 'time picker', `${DP}time-picker/`),
  q('component', 'date time picker', `${DP}date-time-picker/`),
  q('component', 'date range picker', `${DP}date-range-picker/`),
  q('component', 'time range picker', `${DP}time-range-picker/`),
  q('component', 'date time range picker', `${DP}date-time-range-picker/`),
  q('component', 'date calendar', `${DP}date-calendar/`),
  q('component', 'date range calendar', `${DP}date-range-calendar/`),
  q('component', 'time clock', `${DP}time-clock/`),
  q('component', 'digital clock', `${DP}digital-clock/`),
  q('component', 'date field', `${DP}date-field/`),
  q('component', 'time field', `${DP}time-field/`),
  q('component', 'date range field', `${DP}date-range-field/`),
  q('component', 'bar chart', `${CH}bars/`),
  q('component', 'line chart', `${CH}lines/`),
  q('component', 'pie chart', `${CH}pie/`),
  q('component', 'scatter chart', `${CH}scatter/`),
  q('component', 'sparkline', `${CH}sparkline/`),
  q('component', 'gauge', `${CH}gauge/`),
  q('component', 'radar chart', `${CH}radar/`),
  q('component', 'heatmap', `${CH}heatmap/`),
  q('component', 'funnel chart', `${CH}funnel/`),
  q('component', 'area chart', [`${CH}lines/`, `${CH}areas-demo/`]),
  q('component', 'tree view', TV),
  q('component', 'rich tree view', [`${TV}rich-tree-view/items/`, '/x/api/tree-view/rich-tree-view/']),
  q('component', 'simple tree view', [`${TV}simple-tree-view/items/`, '/x/api/tree-view/simple-tree-view/']),
  q('component', 'row grouping', `${DG}row-grouping/`),
  q('component', 'aggregation', `${DG}aggregation/`),
  q('component', 'pivoting', `${DG}pivoting/`),
  q('component', 'tree data', `${DG}tree-data/`),
  q('component', 'master detail', `${DG}master-detail/`),
  q('component', 'column pinning', `${DG}column-pinning/`),
  q('component', 'row pinning', `${DG}row-pinning/`),
  q('component', 'column groups', `${DG}column-groups/`),
  q('component', 'header filters', `${DG}filtering/header-filters/`),
  q('component', 'quick filter', [`${DG}filtering/quick-filter/`, `${DG}components/quick-filter/`]),
  q('component', 'cell selection', `${DG}cell-selection/`),
  q('component', 'row selection', `${DG}row-selection/`),
  q('component', 'list view', `${DG}list-view/`),
  q('component', 'chart axis', `${CH}axis/`),
  q('component', 'chart legend', `${CH}legend/`),
  q('component', 'chart tooltip', `${CH}tooltip/`),
  q('component', 'zoom and pan', `${CH}zoom-and-pan/`),
  q('component', 'toolbar', [`${DG}components/toolbar/`, `${CH}toolbar/`]),
  q('component', 'ai assistant', `${DG}ai-assistant/`),
  q('component', 'charts integration', `${DG}charts-integration/`),
  q('component', 'lazy loading tree view', `${TV}rich-tree-view/lazy-loading/`),

  // Exact identifiers: the API entry (and the guide section that uses it).
  q('identifier', 'checkboxSelection', `${GRID}#props-checkboxSelection`),
  q('identifier', 'checkboxSelection', `/x/api/tree-view/rich-tree-view/#props-checkboxSelection`, `${TV}rich-tree-view/selection/`),
  q('identifier', 'DataGrid', GRID),
  q('identifier', 'DataGridPro', GRID_PRO),
  q('identifier', 'DataGridPremium', GRID_PREMIUM),
  q('identifier', 'GridColDef', '/x/api/data-grid/grid-col-def/'),
  q('identifier', 'GridApi', '/x/api/data-grid/grid-api/'),
  q('identifier', 'useGridApiRef', [`${DG}api-object/`, '/x/api/data-grid/grid-api/']),
  q('identifier', 'apiRef', `${DG}api-object/`),
  q('identifier', 'processRowUpdate', [`${GRID}#props-processRowUpdate`, `${DG}editing/persistence/`]),
  q('identifier', 'getRowId', [`${GRID}#props-getRowId`, `${DG}row-definition/`]),
  q('identifier', 'rowSelectionModel', `${GRID}#props-rowSelectionModel`),
  q('identifier', 'paginationModel', `${GRID}#props-paginationModel`),
  q('identifier', 'sortModel', `${GRID}#props-sortModel`),
  q('identifier', 'filterModel', `${GRID}#props-filterModel`),
  q('identifier', 'columnVisibilityModel', `${GRID}#props-columnVisibilityModel`),
  q('identifier', 'getRowHeight', `${GRID}#props-getRowHeight`),
  q('identifier', 'disableRowSelectionOnClick', `${GRID}#props-disableRowSelectionOnClick`),
  q('identifier', 'autoHeight', `${GRID}#props-autoHeight`),
  q('identifier', 'density', `${GRID}#props-density`),
  q('identifier', 'slotProps', `${GRID}#props-slotProps`),
  q('identifier', 'treeData', [`${GRID_PRO}#props-treeData`, `${DG}tree-data/`]),
  q('identifier', 'rowGroupingModel', `${GRID_PREMIUM}#props-rowGroupingModel`),
  q('identifier', 'aggregationModel', `${GRID_PREMIUM}#props-aggregationModel`),
  q('identifier', 'valueGetter', '/x/api/data-grid/grid-col-def/#members-valueGetter'),
  q('identifier', 'valueFormatter', '/x/api/data-grid/grid-col-def/#members-valueFormatter'),
  q('identifier', 'renderCell', '/x/api/data-grid/grid-col-def/#members-renderCell'),
  q('identifier', 'renderEditCell', '/x/api/data-grid/grid-col-def/#members-renderEditCell'),
  q('identifier', 'sortComparator', '/x/api/data-grid/grid-col-def/#members-sortComparator'),
  q('identifier', 'updateRows', '/x/api/data-grid/grid-api/#members-updateRows'),
  q('identifier', 'exportDataAsCsv', '/x/api/data-grid/grid-api/#members-exportDataAsCsv'),
  q('identifier', 'setFilterModel', '/x/api/data-grid/grid-api/#members-setFilterModel'),
  q('identifier', 'GridToolbar', [`${DG}components/toolbar/`, GRID]),
  q('identifier', 'LocalizationProvider', ['/x/api/date-pickers/localization-provider/', `${DP}base-concepts/`]),
  q('identifier', 'AdapterDayjs', [`${DP}base-concepts/`, `${DP}adapters-locale/`, `${DP}quickstart/`]),
  q('identifier', 'DatePicker', '/x/api/date-pickers/date-picker/'),
  q('identifier', 'DateTimePicker', '/x/api/date-pickers/date-time-picker/'),
  q('identifier', 'StaticDatePicker', '/x/api/date-pickers/static-date-picker/'),
  q('identifier', 'shouldDisableDate', '/x/api/date-pickers/date-picker/#props-shouldDisableDate'),
  q('identifier', 'disablePast', '/x/api/date-pickers/date-picker/#props-disablePast'),
  q('identifier', 'minDate', '/x/api/date-pickers/date-picker/#props-minDate'),
  q('identifier', 'slotProps.textField', [`${DP}custom-components/`, '/x/api/date-pickers/date-picker/#props-slotProps']),
  q('identifier', 'BarChart', '/x/api/charts/bar-chart/'),
  q('identifier', 'LineChart', '/x/api/charts/line-chart/'),
  q('identifier', 'PieChart', '/x/api/charts/pie-chart/'),
  q('identifier', 'SparkLineChart', '/x/api/charts/spark-line-chart/'),
  q('identifier', 'ChartContainer', '/x/api/charts/chart-container/'),
  q('identifier', 'xAxis', ['/x/api/charts/bar-chart/#props-xAxis', '/x/api/charts/line-chart/#props-xAxis', `${CH}axis/`]),
  q('identifier', 'valueFormatter chart', [`${CH}label/`, `${CH}tooltip/`, `${CH}axis/`]),
  q('identifier', 'RichTreeView', '/x/api/tree-view/rich-tree-view/'),
  q('identifier', 'SimpleTreeView', '/x/api/tree-view/simple-tree-view/'),
  q('identifier', 'TreeItem', '/x/api/tree-view/tree-item/'),
  q('identifier', 'useTreeItem', [`${TV}tree-item-customization/`]),
  q('identifier', 'expandedItems', ['/x/api/tree-view/rich-tree-view/#props-expandedItems', '/x/api/tree-view/simple-tree-view/#props-expandedItems']),
  q('identifier', 'MuiDataGrid-cell', [`${DG}style/`, `${GRID}#classes-cell`]),

  // Identifiers in words.
  q('words', 'checkbox selection', [`${DG}row-selection/`, `${GRID}#props-checkboxSelection`]),
  q('words', 'row selection model', [`${DG}row-selection/`, `${GRID}#props-rowSelectionModel`]),
  q('words', 'process row update', [`${DG}editing/persistence/`, `${GRID}#props-processRowUpdate`]),
  q('words', 'get row id', [`${DG}row-definition/`, `${GRID}#props-getRowId`]),
  q('words', 'row height', `${DG}row-height/`),
  q('words', 'column visibility', `${DG}column-visibility/`),
  q('words', 'column width', `${DG}column-dimensions/`),
  q('words', 'disable past dates', [`${DP}validation/`, '/x/api/date-pickers/date-picker/#props-disablePast']),
  q('words', 'value formatter', ['/x/api/data-grid/grid-col-def/#members-valueFormatter', `${DG}column-definition/`]),
  q('words', 'render cell', ['/x/api/data-grid/grid-col-def/#members-renderCell', `${DG}column-definition/`, `${DG}cells/`]),

  // Tasks.
  q('task', 'export to excel', `${DG}export/`),
  q('task', 'export csv', `${DG}export/`),
  q('task', 'print the grid', `${DG}export/`),
  q('task', 'save grid state', `${DG}state/`),
  q('task', 'restore state', `${DG}state/`),
  q('task', 'edit a cell', `${DG}editing/`),
  q('task', 'save edited rows to the server', `${DG}editing/persistence/`),
  q('task', 'custom edit component', `${DG}editing/custom-edit-component/`),
  q('task', 'copy paste cells', `${DG}clipboard/`),
  q('task', 'reorder columns', `${DG}column-ordering/`),
  q('task', 'drag rows to reorder', `${DG}row-ordering/`),
  q('task', 'resize columns', `${DG}column-dimensions/`),
  q('task', 'hide a column', `${DG}column-visibility/`),
  q('task', 'style a row', [`${DG}style/`, `${DG}style-recipes/`]),
  q('task', 'custom toolbar', `${DG}components/toolbar/`),
  q('task', 'loading overlay', `${DG}overlays/`),
  q('task', 'no rows overlay', `${DG}overlays/`),
  q('task', 'fetch rows from the server', `${DG}server-side-data/`),
  q('task', 'infinite scroll', [`${DG}server-side-data/lazy-loading/`, `${DG}row-updates/`]),
  q('task', 'server side pagination', `${DG}pagination/`),
  q('task', 'translate the grid', `${DG}localization/`),
  q('task', 'disable weekends', `${DP}validation/`),
  q('task', 'change the date format', [`${DP}adapters-locale/`, `${DP}date-field/`]),
  q('task', 'set first day of week', `${DP}adapters-locale/`),
  q('task', 'add shortcuts to a date range picker', `${DP}shortcuts/`),
  q('task', 'custom day in calendar', [`${DP}custom-components/`, `${DP}date-calendar/`]),
  q('task', 'open picker with a button', `${DP}custom-opening-button/`),
  q('task', 'stack bars', [`${CH}stacking/`, `${CH}bars/`]),
  q('task', 'add a reference line', `${CH}axis/`),
  q('task', 'format axis labels', `${CH}axis/`),
  q('task', 'hide the legend', `${CH}legend/`),
  q('task', 'export a chart as an image', `${CH}export/`),
  q('task', 'edit tree item label', `${TV}rich-tree-view/editing/`),
  q('task', 'drag and drop tree items', `${TV}rich-tree-view/ordering/`),
  // The grid's tree data answers it too, for the grid (its section on selecting parents and children).
  q('task', 'select children when parent selected', [`${TV}rich-tree-view/selection/`, `${TV}simple-tree-view/selection/`, `${DG}tree-data/`]),
  q('task', 'expand all items', [`${TV}rich-tree-view/expansion/`, `${TV}simple-tree-view/expansion/`]),
  q('task', 'install the license key', `/x/introduction/licensing/`),
  q('task', 'install', `/x/introduction/installation/`),

  // Concepts.
  q('concept', 'virtualization', `${DG}virtualization/`),
  q('concept', 'accessibility', [`${DG}accessibility/`, `${DP}accessibility/`, `${TV}accessibility/`]),
  q('concept', 'timezone', `${DP}timezone/`),
  q('concept', 'utc', `${DP}timezone/`),
  q('concept', 'date library adapter', [`${DP}base-concepts/`, `${DP}adapters-locale/`]),
  q('concept', 'localization', [`${DG}localization/`, `${DP}localization/`, `${CH}localization/`]),
  q('concept', 'french', [`${DG}localization/`, `${DP}localization/`, `${DP}adapters-locale/`]),
  q('concept', 'right to left', [`${DG}localization/`, `${DP}localization/`]),
  q('concept', 'slots', '/x/common-concepts/custom-components/'),
  q('concept', 'theme augmentation', [`${DG}style/`, `${DP}custom-components/`, '/x/migration/usage-with-material-ui-v5-v6/#theme-augmentation']),
  q('concept', 'licensing', '/x/introduction/licensing/'),
  q('concept', 'pricing plans', '/x/introduction/licensing/'),
  q('concept', 'telemetry', '/x/guides/telemetry/'),
  q('concept', 'events', `${DG}events/`),
  q('concept', 'performance', `${DG}performance/`),
  q('concept', 'validation', `${DP}validation/`),
  q('concept', 'lifecycle', `${DP}lifecycle/`),
  q('concept', 'animation', `${CH}animation/`),
  q('concept', 'highlighting', `${CH}highlighting/`),
  q('concept', 'composition', `${CH}composition/`),
  q('concept', 'content security policy', `${CH}content-security-policy/`),
  q('concept', 'mcp', '/x/introduction/mcp/'),

  // Migration.
  q('migration', 'migrate data grid from v7', '/x/migration/migration-data-grid-v7/'),
  q('migration', 'data grid v8 breaking changes', '/x/migration/migration-data-grid-v7/'),
  q('migration', 'migrate pickers to v8', '/x/migration/migration-pickers-v7/'),
  q('migration', 'charts migration v8', '/x/migration/migration-charts-v7/'),
  q('migration', 'tree view migration', '/x/migration/migration-tree-view-v7/'),
  q('migration', 'upgrade to v7', ['/x/migration/migration-data-grid-v6/', '/x/migration/migration-pickers-v6/', '/x/migration/migration-charts-v6/', '/x/migration/migration-tree-view-v6/']),

  // Typos of one or two letters.
  q('typo', 'pagnation', `${DG}pagination/`),
  q('typo', 'paginaton', `${DG}pagination/`),
  q('typo', 'tooltp', `${CH}tooltip/`),
  q('typo', 'sortng', `${DG}sorting/`),
  q('typo', 'filterring', `${DG}filtering/`),
  q('typo', 'agregation', `${DG}aggregation/`),
  q('typo', 'virtualisation', `${DG}virtualization/`),
  q('typo', 'localisation', [`${DG}localization/`, `${DP}localization/`, `${CH}localization/`]),
  q('typo', 'datpicker', [`${DP}date-picker/`, '/x/api/date-pickers/date-picker/']),
  q('typo', 'checkboxSelecton', `${GRID}#props-checkboxSelection`),
  q('typo', 'heatmpa', `${CH}heatmap/`),
  q('typo', 'sparklin', `${CH}sparkline/`),

  // Plurals and word breaks.
  q('form', 'datepicker', [`${DP}date-picker/`, '/x/api/date-pickers/date-picker/']),
  q('form', 'datetimepicker', [`${DP}date-time-picker/`, '/x/api/date-pickers/date-time-picker/']),
  q('form', 'date-time picker', `${DP}date-time-picker/`),
  q('form', 'timepicker', [`${DP}time-picker/`, '/x/api/date-pickers/time-picker/']),
  q('form', 'daterangepicker', [`${DP}date-range-picker/`, '/x/api/date-pickers/date-range-picker/']),
  q('form', 'bar charts', `${CH}bars/`),
  q('form', 'pie charts', `${CH}pie/`),
  q('form', 'filters', `${DG}filtering/`),
  q('form', 'columns', `${DG}column-definition/`),
  q('form', 'treeview', [TV, '/x/api/tree-view/rich-tree-view/', '/x/api/tree-view/simple-tree-view/']),
  q('form', 'tree-view', TV),
  q('form', 'rowgrouping', `${DG}row-grouping/`),

  // Chinese, from a Chinese page.
  q('zh', '数据表格', '/zh/x/react-data-grid/', '/zh/x/react-data-grid/'),
  q('zh', '图表', '/zh/x/react-charts/', '/zh/x/react-charts/'),
  q('zh', '树形视图', '/zh/x/react-tree-view/', '/zh/x/react-tree-view/'),
  q('zh', '日期和时间选择器', '/zh/x/react-date-pickers/', '/zh/x/react-date-pickers/'),
  q('zh', 'sorting', `${DG}sorting/`, '/zh/x/react-data-grid/'),
];
