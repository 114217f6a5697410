/**
 * Other names readers search a guide by: the components it teaches (a reader types `LineChart` or
 * "line chart" for the Lines guide) and the usual synonyms. Search lists the guide for them before
 * the API page. A unit test (src/search/build/vocabularySources.test.ts) checks every path is a page.
 */
export const searchAliases: Readonly<Record<string, readonly string[]>> = {
  '/x/react-data-grid': ['DataGrid', 'data table', 'table'],
  '/x/react-date-pickers': ['date pickers', 'pickers'],
  '/x/react-date-pickers/date-picker': ['DatePicker'],
  '/x/react-date-pickers/time-picker': ['TimePicker'],
  '/x/react-date-pickers/date-time-picker': ['DateTimePicker'],
  '/x/react-date-pickers/date-range-picker': ['DateRangePicker'],
  '/x/react-date-pickers/time-range-picker': ['TimeRangePicker'],
  '/x/react-date-pickers/date-time-range-picker': ['DateTimeRangePicker'],
  '/x/react-date-pickers/date-calendar': ['DateCalendar', 'calendar'],
  '/x/react-date-pickers/date-range-calendar': ['DateRangeCalendar'],
  '/x/react-date-pickers/date-field': ['DateField'],
  '/x/react-date-pickers/time-field': ['TimeField'],
  '/x/react-date-pickers/date-time-field': ['DateTimeField'],
  '/x/react-date-pickers/date-range-field': ['DateRangeField', 'SingleInputDateRangeField', 'MultiInputDateRangeField'],
  '/x/react-date-pickers/time-clock': ['TimeClock', 'analog clock'],
  '/x/react-date-pickers/digital-clock': ['DigitalClock', 'MultiSectionDigitalClock'],
  '/x/react-charts': ['charts'],
  '/x/react-charts/bars': ['BarChart', 'bar chart', 'column chart'],
  '/x/react-charts/lines': ['LineChart', 'line chart', 'area chart'],
  '/x/react-charts/pie': ['PieChart', 'pie chart', 'donut chart'],
  '/x/react-charts/scatter': ['ScatterChart', 'scatter chart', 'scatter plot'],
  '/x/react-charts/sparkline': ['SparkLineChart'],
  '/x/react-charts/radar': ['RadarChart', 'radar chart'],
  '/x/react-charts/funnel': ['FunnelChart', 'funnel chart'],
  '/x/react-charts/axis': ['chart axis', 'axes'],
  '/x/react-charts/legend': ['chart legend'],
  '/x/react-charts/tooltip': ['chart tooltip'],
  '/x/react-tree-view': ['tree view', 'TreeView', 'tree'],
  '/x/react-tree-view/rich-tree-view/items': ['RichTreeView', 'rich tree view'],
  '/x/react-tree-view/simple-tree-view/items': ['SimpleTreeView', 'simple tree view'],
  '/x/introduction/licensing': ['license key', 'pricing', 'plans'],
};
