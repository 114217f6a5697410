/**
 * Settings of the prose-name check (`npm run check:docs`): the backticked names of the guides
 * that are not MUI X API and still belong in the prose. Keep each list short and say why.
 */

/**
 * Conventional names of the reader's own values in prose (`params.row.status`, `value.hour()`):
 * a chain starting with one of them is the reader's data, so it is not checked.
 */
export const readerValueNames: readonly string[] = ['params', 'row', 'value', 'event', 'item', 'context', 'model', 'theme', 'props', 'scale', 'date', 'options', 'details'];

/** Names of other libraries, tools and the platform, and plain words that read as code. */
export const allowedNames: Readonly<Record<string, string>> = {
  Dayjs: 'the date type of Day.js',
  DateTime: 'the date type of Luxon',
  updateLocale: 'a Day.js plugin',
  unstable_: 'the prefix of unstable hooks in version 8',
  Unstable_: 'the prefix of unstable components in version 8',
  // demos/pickers-e: time zone functions of the date libraries (timezone page)
  tz: 'the time zone function of the Day.js timezone plugin and of Moment Timezone',
  setDefault: 'sets the default zone of Day.js (dayjs.tz.setDefault) and Moment Timezone',
  zone: 'the zone option of Luxon parsing functions',
  Settings: 'the global settings object of Luxon',
  defaultZone: 'the default zone setting of Luxon (Settings.defaultZone)',
};

/** Names of earlier versions, which only the migration guides (data/docs/migration/) may use. */
export const formerNames: Readonly<Record<string, string>> = {
  XGrid: 'v4 Pro grid',
  useApiRef: 'v4 hook, now useGridApiRef',
  ColDef: 'v4 type, now GridColDef',
  GridColumns: 'v5 type, removed in v6',
  selectionModel: 'v5 prop, now rowSelectionModel',
  onSelectionModelChange: 'v5 prop, now onRowSelectionModelChange',
  hide: 'v5 column option, now columnVisibilityModel',
  inputFormat: 'v5 picker prop, now format',
  '@mui/lab': 'the package the lab components came from',
  TreeView: 'the tree view component removed in v8',
  MuiTreeView: 'the theme key of TreeView',
  TreeItem2: 'v7 component, merged into TreeItem in v8',
  ContentComponent: 'v7 TreeItem prop, removed in v8',
  defaultCollapseIcon: 'v6 TreeView prop, now a slot',
  nodeId: 'v6 TreeItem prop, now itemId',
  defaultSelected: 'v6 TreeView prop, now defaultSelectedItems',
  onNodeToggle: 'v6 TreeView prop, now onExpandedItemsChange',
  onNodeSelect: 'v6 TreeView prop, now onSelectedItemsChange',
  defaultExpandIcon: 'v6 TreeView prop, now a slot',
  ResponsiveChartContainer: 'v7 component, merged into ChartContainer',
};
