import { COMPILE_HINT, filesToHint } from './compileHints';

describe('filesToHint', () => {
  it('names the JavaScript files of initial chunks only, once each', () => {
    const files = filesToHint([
      { initial: true, files: ['static/chunks/framework-1.js'] },
      { initial: true, files: ['static/chunks/pages/_app-2.js', 'static/css/3.css'] },
      { initial: false, files: ['static/chunks/4812.demo.js'] },
      { initial: true, files: ['static/chunks/framework-1.js'] },
    ]);
    expect(files).toEqual(['static/chunks/framework-1.js', 'static/chunks/pages/_app-2.js']);
  });

  it('adds the on-demand chunks named as start-up chunks', () => {
    const chunks = [
      { initial: true, files: ['static/chunks/main-1.js'] },
      { initial: false, name: 'page-demo', files: ['static/chunks/page-demo.2.js'] },
      { initial: false, name: 'page-aid-feedback', files: ['static/chunks/page-aid-feedback.3.js'] },
    ];
    expect(filesToHint(chunks, ['page-demo'])).toEqual(['static/chunks/main-1.js', 'static/chunks/page-demo.2.js']);
  });

  it('is the magic comment V8 reads on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
