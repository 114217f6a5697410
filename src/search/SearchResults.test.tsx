import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { SearchResults, type ListGroup } from './SearchResults';

const entry = (title: string, extra: object) => ({
  id: title,
  url: `/x/api/data-grid/data-grid-premium/#props-${title}`,
  title,
  context: 'DataGridPremium API',
  kind: 'prop' as const,
  excerpt: [],
  ...extra,
});

const groups: ListGroup[] = [
  {
    key: '/x/react-data-grid-group',
    title: 'Data Grid',
    entries: [entry('multipleColumnsSortingMode', { since: '8.5' }), entry('rowsLoadingMode', { deprecated: true }), entry('rows', {})],
  },
];

function renderList(markLabels?: { since: (version: string) => string; deprecated: string }) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <SearchResults id="list" label="Results" groups={groups} active={-1} query="rows" kindLabel={() => 'Prop'} markLabels={markLabels} onActivate={() => {}} onOpen={() => {}} />
    </ThemeProvider>,
  );
}

describe('SearchResults badges', () => {
  it('shows an API entry\'s since and deprecated badges as its page does', () => {
    renderList({ since: (version) => `since ${version}`, deprecated: 'Deprecated' });
    const [added, deprecated, plain] = screen.getAllByRole('option');
    expect(added).toHaveTextContent('multipleColumnsSortingModePropsince 8.5');
    expect(deprecated).toHaveTextContent('rowsLoadingModePropDeprecated');
    expect(plain).not.toHaveTextContent(/since|Deprecated/);
  });

  it('shows none without the labels', () => {
    renderList();
    expect(screen.getAllByRole('option')[0]).not.toHaveTextContent('since');
  });
});
