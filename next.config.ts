import os from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { installedPackageVersions } from './src/demos/build/sandboxVersions';
import { CompileHintsPlugin } from './scripts/build/compileHints';
import { serverSwapRules } from './scripts/build/serverSwaps';
import { PACKAGE_MODULE, PackageSourceMapsOff } from './scripts/build/packageSourceMaps';

/**
 * What `next dev` compiles on first use, when a page loads it with `import()` (see the webpack function
 * below): the demos, their folders' loaders and the license module of the paid ones, and what waits for
 * a reader's action (the demo editor with CodeMirror, the sandbox exporter, the search dialog, the
 * settings drawer, the menus, the phone's drawer, the right-to-left styles).
 */
const LAZY_IN_DEVELOPMENT = new RegExp(
  [
    String.raw`[\\/]data[\\/]demos[\\/]`,
    String.raw`[\\/]src[\\/]demos[\\/](?:demoLoaders|edit|sandbox)[\\/]`,
    String.raw`[\\/]src[\\/](?:demos[\\/]muiLicense|search[\\/]SearchDialog|layout[\\/](?:SettingsDrawer|VersionMenu|AssistantMenu)|nav[\\/]MobileNavDrawer)\.tsx?$`,
    String.raw`[\\/]node_modules[\\/]stylis-plugin-rtl[\\/]`,
  ].join('|'),
);

/** Material UI's packages, which `next dev` leaves to Node on the server (see below). */
const MUI_ON_NODE = /^@mui\/(?:material|system|utils|styled-engine|private-theming|icons-material)(?:\/|$)/;

// Next names webpack's persistent cache after its server actions' encryption key, which it draws anew
// at every start and build where it believes it runs in a container (as here and on CI): the cache
// of the last `next dev` start or build was thrown away every time ("version doesn't match"). A
// static export has no server actions, so nothing is encrypted with it: a fixed key keeps the cache.
process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= Buffer.alloc(32).toString('base64');

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // For `npm run profile` (scripts/measure/profilePage.mjs): maps the browser's chunks to their sources.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // Without it Turbopack loads a second copy of emotion on the server and the custom cache is ignored.
  transpilePackages: ['@mui/material-nextjs'],
  allowedDevOrigins: ['127.0.0.1'],
  // Next uses one core fewer than the machine has for collecting and exporting pages: one worker on
  // CI's two cores, while the main process mostly waits. Two workers export the 420 pages faster.
  experimental: { cpus: Math.max(2, os.cpus().length - 1) },
  // `next build` lists the files Next's own server would need to run the site (its build traces, for
  // deploying a server): 53 s of a CI build beside the pages' export, for a server a static export
  // never runs. Ignoring every file for that server leaves the trace empty (nothing reads it).
  outputFileTracingExcludes: { 'next-server': ['**/*'] },
  pageExtensions: ['tsx'],
  // Demo sandboxes ask for the versions installed here (inlined into the on-demand sandbox chunk only).
  env: { DEMO_PACKAGE_VERSIONS: JSON.stringify(installedPackageVersions()) },
  webpack(config, { isServer, dev, webpack, nextRuntime }) {
    // Each demo's module also exports the values it imports, for the frame that runs the demo once a
    // reader edits it (src/demos/build/demoScope.ts); before the TypeScript compiler, on the source.
    config.module.rules.push({
      test: /[\\/]data[\\/]demos[\\/].+\.tsx$/,
      exclude: /\.test\.tsx$/,
      enforce: 'pre',
      use: [{ loader: path.join(process.cwd(), 'scripts', 'build', 'demoScopeLoader.cjs') }],
    });
    if (isServer) {
      // Live demos load only in the browser: the server build gets stand-ins for their loader and
      // frame (scripts/build/serverSwaps.ts), matched on the resolved file.
      for (const { pattern, replacement } of serverSwapRules()) config.plugins.push(new webpack.NormalModuleReplacementPlugin(pattern, replacement));
    }
    if (!isServer && dev) {
      // A module loaded with `import()` compiles when a page first asks for it, not with the first
      // page: webpack answers the import with a stand-in that asks its own small server to compile the
      // module, then swaps it in by hot update. Without it the first page with a demo waited for every
      // demo of every folder (about 300, with all their packages); the rest (the editor with
      // CodeMirror, search, the sandbox, the page aids: ~370 modules) still cost ~2 s of it.
      config.experiments = { ...config.experiments, lazyCompilation: { imports: true, entries: false, test: LAZY_IN_DEVELOPMENT } };
      // The packages' code is built and run without a source map of each module (scripts/build/packageSourceMaps.ts).
      for (const plugin of config.plugins) {
        if (plugin?.constructor?.name === 'EvalSourceMapDevToolPlugin') plugin.options = { ...plugin.options, exclude: PACKAGE_MODULE };
      }
      config.plugins.push(new PackageSourceMapsOff());
      // In development Next turns chunk splitting off, so each of the ~300 demo chunks would carry its
      // own copy of the packages it uses (2 GB of chunks, minutes of compiling and caching on the first
      // visit). Async chunks share one chunk per package instead; the page's own chunks are untouched.
      config.optimization.splitChunks = {
        chunks: 'async',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          demoPackages: {
            test: /[\\/]node_modules[\\/]/,
            chunks: 'async',
            minSize: 0,
            reuseExistingChunk: true,
            name: (module: { nameForCondition(): string | null }) =>
              `demo-packages/${/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(module.nameForCondition() ?? '')?.[1]?.replace(/[\\/]/, '+') ?? 'other'}`,
          },
        },
      };
    }
    if (!isServer && !dev) {
      // Scripts are compiled on a background thread while they download (scripts/build/compileHints.ts).
      config.plugins.push(new CompileHintsPlugin());
      // webpack's runtime, on every page, maps each of the ~450 async chunks (demos and their
      // packages) to its file's hash: 16 hex digits made 5.6 of its 8.5 KB gzip. Eight digits still
      // change with the content (a stale file is served under an old name 1 time in 4 billion).
      config.output.chunkFilename = 'static/chunks/[name].[contenthash:8].js';
      // Next's polyfills for browsers older than the browserslist: only URL.canParse is still needed.
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/[\\/]build[\\/]polyfills[\\/]polyfill-module(\.js)?$/, path.join(process.cwd(), 'src', 'lib', 'modernPolyfills.js')),
      );
      // @emotion/react imports hoist-non-react-statics for its side effects only (for withTheme,
      // unused here); that package does not declare itself free of them, so it and a second copy of
      // react-is (16) stayed in every page's app chunk.
      config.module.rules.push({ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false });
      // Material UI's styling engine only calls `styled(tag, options)`; the package's entry adds a
      // shortcut per HTML and SVG tag (`styled.div`, about 130, made on load) that nothing here uses.
      config.resolve.alias = { ...config.resolve.alias, '@emotion/styled$': '@emotion/styled/base' };
    }
    if (isServer && dev && nextRuntime === 'nodejs') {
      // Next bundles Material UI into the server's pages (it is on Next's list of packages whose
      // imports it optimizes, which it also transpiles): in development that is 260 modules compiled
      // before the first page answers. Node loads them from node_modules instead, as Next does for
      // the other packages (only `next dev`: the export is unchanged).
      config.externals = [
        ({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void) =>
          request && MUI_ON_NODE.test(request) ? callback(null, `commonjs ${request}`) : callback(),
        ...(Array.isArray(config.externals) ? config.externals : [config.externals]),
      ];
    }
    if (isServer && dev) {
      // Live reload of content: the content files become dependencies of the pages' server bundle
      // (see src/markdown/contentVersion.ts), so saving one refreshes the open page's data.
      config.module.rules.push({
        test: /[\\/]src[\\/]markdown[\\/]contentVersion\.ts$/,
        use: [{ loader: path.join(process.cwd(), 'scripts', 'build', 'contentVersionLoader.cjs') }],
      });
    }
    return config;
  },
};

export default nextConfig;
