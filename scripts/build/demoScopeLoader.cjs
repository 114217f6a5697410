/**
 * Webpack loader for the demos, `data/demos/<folder>/<Name>.tsx` (next.config.ts, before any other
 * loader): adds the editor's scope to the demo's own module, the function `EditorScope` returning the
 * values its file and data modules import, name by name (src/demos/build/demoScope.ts), for the frame
 * that runs the demo once a reader edits it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = function demoScopeLoader(source) {
  const { demoScopeImports, scopeModuleSource } = tsxRequire('../../src/demos/build/demoScope.ts', __filename);
  const dir = path.dirname(this.resourcePath);
  const readData = (specifier) => {
    const file = path.join(dir, `${specifier}.ts`);
    if (!fs.existsSync(file)) return null;
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  return source + scopeModuleSource(demoScopeImports(source, path.basename(this.resourcePath), readData));
};
