const loadDemoModule = jest.fn();
jest.mock('../demoModules', () => ({ loadDemoModule: (...args: unknown[]) => loadDemoModule(...args) }));

import { loadDemoScope } from './loadScope';
import { EDITOR_SCOPE } from './scope';
import { EDITOR_SCOPE_EXPORT } from '../build/demoScope';

describe('loadDemoScope', () => {
  beforeEach(() => loadDemoModule.mockReset());

  it('names the export the build adds to every demo module', () => {
    expect(EDITOR_SCOPE).toBe(EDITOR_SCOPE_EXPORT);
  });

  it('loads the demo module as the page does, licensed or not, and returns its scope', async () => {
    loadDemoModule.mockImplementation((module: string) => Promise.resolve({ default: () => null, EditorScope: () => ({ 'x-name': { name: module } }) }));
    await expect(loadDemoScope('data-grid/BasicGrid', false)).resolves.toEqual({ 'x-name': { name: 'data-grid/BasicGrid' } });
    await expect(loadDemoScope('data-grid/ProGrid', true)).resolves.toEqual({ 'x-name': { name: 'data-grid/ProGrid' } });
    expect(loadDemoModule.mock.calls).toEqual([
      ['data-grid/BasicGrid', false],
      ['data-grid/ProGrid', true],
    ]);
  });

  it('says so when the module has no scope, and passes on a failed load', async () => {
    loadDemoModule.mockResolvedValueOnce({ default: () => null });
    await expect(loadDemoScope('data-grid/BasicGrid', false)).rejects.toThrow('The demo data-grid/BasicGrid has no editor scope');
    loadDemoModule.mockRejectedValueOnce(new Error('Not a demo module: "BasicGrid" (expected <folder>/<Name>)'));
    await expect(loadDemoScope('BasicGrid', false)).rejects.toThrow('Not a demo module');
  });
});
