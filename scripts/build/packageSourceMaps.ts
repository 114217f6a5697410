/**
 * Development only (next.config.ts): the modules of installed packages are built and run without
 * source maps. Next's eval-source-map made and kept one for every module of Material UI and MUI X,
 * which the writer never reads: time on the first compile, and memory of the server after it.
 * The site's own modules keep theirs. Goes with an `exclude` of the same folders on Next's plugin.
 */
export const PACKAGE_MODULE = /[\\/]node_modules[\\/]/;

interface BuiltModule {
  resource?: string;
  useSourceMap?: boolean;
  useSimpleSourceMap?: boolean;
}

interface CompilerLike {
  hooks: {
    compilation: {
      tap(name: string, run: (compilation: { hooks: { buildModule: { tap(options: { name: string; stage: number }, run: (module: BuiltModule) => void): void } } }) => void): void;
    };
  };
}

export class PackageSourceMapsOff {
  apply(compiler: CompilerLike) {
    compiler.hooks.compilation.tap('PackageSourceMapsOff', (compilation) => {
      // After the source map plugin's own hook, which turns them on for every module.
      compilation.hooks.buildModule.tap({ name: 'PackageSourceMapsOff', stage: 100 }, (module) => {
        if (module.resource && PACKAGE_MODULE.test(module.resource)) {
          module.useSourceMap = false;
          module.useSimpleSourceMap = false;
        }
      });
    });
  }
}
