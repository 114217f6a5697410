import { skipsPageRender } from './documentRender';

describe('skipsPageRender', () => {
  it('skips the page for a data request under next dev', () => {
    expect(skipsPageRender('development', { 'x-nextjs-data': '1' })).toBe(true);
  });

  it('renders a document request under next dev', () => {
    expect(skipsPageRender('development', { accept: 'text/html' })).toBe(false);
  });

  it('renders every page of the build, whatever the request says', () => {
    expect(skipsPageRender('production', { 'x-nextjs-data': '1' })).toBe(false);
    expect(skipsPageRender('production', undefined)).toBe(false);
  });

  it('renders when there is no request to read (static generation)', () => {
    expect(skipsPageRender('development', undefined)).toBe(false);
  });
});
