import { COMPILE_HINT, filesToHint } from './compileHints';

describe('filesToHint', () => {
  it('names every JavaScript file of the chunks once, and nothing else', () => {
    const files = filesToHint(['static/chunks/framework-1.js', 'static/css/3.css', 'static/chunks/4812.demo.js', 'static/chunks/framework-1.js', 'static/chunks/4812.demo.js.map']);
    expect(files).toEqual(['static/chunks/4812.demo.js', 'static/chunks/framework-1.js']);
  });

  it('is the magic comment V8 reads on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
