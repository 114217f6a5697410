import { createScope, scopeError, ScopeError } from './scope';

describe('createScope', () => {
  const scope = createScope({ '@mui/material/Button': { default: 'Button' }, '@mui/x-data-grid': { DataGrid: 'DataGrid' }, 'react/jsx-runtime': { jsx: 1 } });

  it('gives the names the demo imports, marked as ES modules', () => {
    expect(scope.modules['@mui/x-data-grid'].DataGrid).toBe('DataGrid');
    expect(scope.modules['@mui/material/Button'].default).toBe('Button');
    expect(scope.modules['@mui/x-data-grid'].__esModule).toBe(true);
  });

  it('says which names exist when the code reads another', () => {
    expect(() => scope.modules['@mui/x-data-grid'].GridToolbar).toThrow(ScopeError);
    expect(() => scope.modules['@mui/x-data-grid'].GridToolbar).toThrow(/"GridToolbar" of @mui\/x-data-grid is not available.*DataGrid/);
    expect(() => scope.modules['@mui/x-data-grid'].default).toThrow(/A default export/);
  });

  it('lets interop probes read undefined instead of throwing', () => {
    expect(scope.modules['@mui/x-data-grid'].then).toBeUndefined();
  });

  it('names the modules a demo can import when one is outside its scope', () => {
    const error = scopeError('lodash', scope);
    expect(error.message).toContain('"lodash" is not available');
    expect(error.message).toContain('@mui/material/Button, @mui/x-data-grid');
    expect(error.message).not.toContain('jsx-runtime');
  });
});
