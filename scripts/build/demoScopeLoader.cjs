/**
 * Webpack loader for the demos, `data/demos/<folder>/<Name>.tsx` (next.config.ts, before any other
 * loader): adds the editor's scope to the demo's own module, the function `EditorScope` returning the
 * values its file and data modules import, name by name (src/demos/build/demoScope.ts), for the frame
 * that runs the demo once a reader edits it.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const SCOPE_FILE = path.join(__dirname, '..', '..', 'src', 'demos', 'build', 'demoScope.ts');
let scope = null;

/**
 * src/demos/build/demoScope.ts, compiled here once: a module of this file's with its real path, so
 * that webpack's persistent cache records it as what the loader depends on. (tsx's `require` named it
 * `demoScope.ts?namespace=…`, a file webpack could not find: it stored no cache at all, and every
 * `next dev` start and every build compiled every module again.)
 */
function loadScope() {
  if (scope) return scope;
  const { ts } = require('ts-morph');
  const { outputText } = ts.transpileModule(fs.readFileSync(SCOPE_FILE, 'utf8'), {
    fileName: SCOPE_FILE,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const compiled = new Module(SCOPE_FILE, module);
  compiled.filename = SCOPE_FILE;
  compiled.paths = Module._nodeModulePaths(path.dirname(SCOPE_FILE));
  compiled._compile(outputText, SCOPE_FILE);
  scope = compiled.exports;
  return scope;
}

module.exports = function demoScopeLoader(source) {
  const { demoScopeImports, scopeModuleSource } = loadScope();
  const dir = path.dirname(this.resourcePath);
  const readData = (specifier) => {
    const file = path.join(dir, `${specifier}.ts`);
    if (!fs.existsSync(file)) return null;
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  return source + scopeModuleSource(demoScopeImports(source, path.basename(this.resourcePath), readData));
};
