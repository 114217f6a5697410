import { ADAPTER_PACKAGES, adapterDateLibrary, packageOfImport, resolveDependencies } from './dependencies';

describe('packageOfImport', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['dayjs', 'dayjs'],
    ['dayjs/locale/fr', 'dayjs'],
    ['dayjs/plugin/utc.js', 'dayjs'],
    ['@mui/x-data-grid', '@mui/x-data-grid'],
    ['@mui/x-data-grid/DataGrid', '@mui/x-data-grid'],
    ['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers'],
    ['@mui/material/styles/createTheme', '@mui/material'],
    ['@emotion/react', '@emotion/react'],
    ['lodash.debounce', 'lodash.debounce'],
    ['./Tree.module.css', null],
    ['../shared/rows', null],
    ['/abs/path', null],
    ['node:fs', null],
    ['@scope', null],
    ['@scope/', null],
    ['', null],
  ])('%p -> %p', (specifier, expected) => {
    expect(packageOfImport(specifier)).toBe(expected);
  });
});

describe('adapterDateLibrary', () => {
  it.each(Object.entries(ADAPTER_PACKAGES))('%s -> %s (community and pro)', (adapter, library) => {
    expect(adapterDateLibrary(`@mui/x-date-pickers/${adapter}`)).toBe(library);
    expect(adapterDateLibrary(`@mui/x-date-pickers-pro/${adapter}`)).toBe(library);
    expect(adapterDateLibrary(`@mui/x-date-pickers/${adapter}/index.js`)).toBe(library);
  });

  it('knows exactly the seven adapters of the table', () => {
    expect(ADAPTER_PACKAGES).toEqual({
      AdapterDateFns: 'date-fns',
      AdapterDateFnsJalali: 'date-fns-jalali',
      AdapterDayjs: 'dayjs',
      AdapterLuxon: 'luxon',
      AdapterMoment: 'moment',
      AdapterMomentHijri: 'moment-hijri',
      AdapterMomentJalaali: 'moment-jalaali',
    });
  });

  it.each(['@mui/x-date-pickers', '@mui/x-date-pickers/DatePicker', '@mui/x-data-grid/AdapterDayjs', 'dayjs'])(
    '%s is not an adapter import',
    (specifier) => {
      expect(adapterDateLibrary(specifier)).toBeNull();
    },
  );

  it.each([
    ['@mui/x-date-pickers/AdapterTemporal', 'AdapterTemporal'],
    ['@mui/x-date-pickers-pro/AdapterDateFnsV2', 'AdapterDateFnsV2'],
    ['@mui/x-date-pickers/Adapter', 'Adapter'],
    ['@mui/x-date-pickers/AdapterConstructor', 'AdapterConstructor'],
  ])('throws a TypeError naming the unknown adapter of %s', (specifier, adapter) => {
    expect(() => adapterDateLibrary(specifier)).toThrow(TypeError);
    expect(() => adapterDateLibrary(specifier)).toThrow(`"${adapter}"`);
  });

  it('does not take inherited object keys for adapters', () => {
    expect(() => adapterDateLibrary('@mui/x-date-pickers/Adapter__proto__')).toThrow(TypeError);
  });
});

describe('resolveDependencies', () => {
  const versions = {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@mui/material': '9.5.0',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
    '@mui/x-data-grid': '8.5.0',
    '@mui/x-date-pickers': '8.5.0',
    '@mui/x-date-pickers-pro': '8.5.0',
    dayjs: '1.11.23',
  };

  it('takes each package once with its peers, at the installed versions, sorted', () => {
    expect(resolveDependencies(['react', '@mui/x-data-grid', '@mui/x-data-grid/models', './Demo.module.css'], versions)).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '9.5.0',
      '@mui/x-data-grid': '8.5.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
    });
  });

  it('adds the date library of the adapter', () => {
    const result = resolveDependencies(
      ['@mui/x-date-pickers-pro/DateRangePicker', '@mui/x-date-pickers/AdapterDayjs', 'dayjs/locale/fr'],
      versions,
    );
    expect(result.dayjs).toBe('1.11.23');
    expect(result['@mui/x-date-pickers']).toBe('8.5.0');
    expect(result['@mui/x-date-pickers-pro']).toBe('8.5.0');
  });

  it('asks for the latest version of a package not installed here', () => {
    expect(resolveDependencies(['@mui/x-date-pickers/AdapterLuxon'], versions).luxon).toBe('latest');
  });

  it('throws for an unknown adapter', () => {
    expect(() => resolveDependencies(['@mui/x-date-pickers/AdapterNope'], versions)).toThrow(TypeError);
  });

  it('is empty for no imports', () => {
    expect(resolveDependencies([], versions)).toEqual({});
  });
});
