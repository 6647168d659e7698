// The webpack set-up every app shares: TypeScript through ts-loader, emotion's JSX, content-hashed output,
// Module Federation from each app's own federation.config.js.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FirstLoadPlugin } = require('./first-load-plugin');
const {
  ContentNamedEntriesPlugin,
  PortableModuleIdsPlugin,
  portableFederationEntry,
  sortedStats,
} = require('./reproducible-build');

// The same source gives the same files in any folder: Module Federation's runtime entry without
// absolute paths, and module ids without them (see reproducible-build.js).
portableFederationEntry();

/**
 * The shell's shared singletons, one chunk per family. Federation gives each shared entry point its own
 * chunk (react, react/jsx-runtime, react-dom, react-dom/client, @emotion/react, its jsx-runtime,
 * @emotion/styled…): nine of the eleven files the shell's start needed, some under 1 KB. The page needs
 * all of them at once; each request costs the renderer's main thread some milliseconds while it parses
 * the page (at 4× CPU, in traces), and a slow phone on HTTP/1.1 (six connections an origin) a round trip
 * per six. A remote that asks for one of them gets its family: code the shell had loaded already.
 */
const SHARED_FAMILIES = {
  reactFamily: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'react',
    chunks: 'async',
    enforce: true,
    priority: 30,
  },
  emotionFamily: {
    test: /[\\/]node_modules[\\/](@emotion[\\/]|stylis[\\/]|hoist-non-react-statics[\\/]|react-is[\\/]|@babel[\\/]runtime[\\/])/,
    name: 'emotion',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
};

/**
 * TypeScript and TSX through ts-loader, with emotion's JSX (also used by bench/web's monolithic build).
 * Transpile only: the type checks are `npm run typecheck` (tsc -p per package). ES modules stay ES
 * modules, so webpack still splits at each import(); ES2020 is the level the browsers get.
 */
function tsRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        onlyCompileBundledFiles: true,
        configFile: path.join(__dirname, '..', 'tsconfig.base.json'),
        compilerOptions: {
          noEmit: false,
          module: 'esnext',
          target: 'es2020',
          jsx: production ? 'react-jsx' : 'react-jsxdev',
          jsxImportSource: '@emotion/react',
          // ES semantics for class fields, as swc compiled them before.
          useDefineForClassFields: true,
          sourceMap: true,
        },
      },
    },
  };
}

/**
 * Brotli and gzip files beside each text asset (scripts, styles, pages, manifests), made once at build
 * time at the highest levels, for servers that serve precompressed files (platform/src/site-server/static-assets.ts).
 * Only where it saves at least 20 % (the plugin's default); source maps are left to on-the-fly compression.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/** Each shared module's config with `extra` added. */
const withShareConfig = (shared, extra) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, ...extra }]));

/** Where production source maps go, relative to the build's output folder (a sibling, served by nobody). */
const SOURCE_MAPS_FROM_OUTPUT = '../source-maps';

/** Empties the source-maps folder before a build writes its maps (the output's own `clean` does not reach it). */
class CleanSourceMapsPlugin {
  apply(compiler) {
    compiler.hooks.emit.tapPromise('CleanSourceMapsPlugin', () =>
      fs.promises.rm(path.join(compiler.outputPath, SOURCE_MAPS_FROM_OUTPUT), { recursive: true, force: true }),
    );
  }
}

/**
 * An app's webpack configuration (a function of webpack's env and argv: production unless `--mode development`).
 * @param {object} options
 * @param {string} options.dir         the app's folder
 * @param {object} options.federation  its federation.config.js
 * @param {number} options.port        dev-server port
 * @param {string} options.title       title of the standalone page
 * @param {'auto'|string} [options.publicPath]
 * @param {string} [options.template]  html template (default: tooling/index.html)
 */
module.exports = function webpackApp({
  dir,
  federation,
  port,
  title,
  publicPath = 'auto',
  template = path.join(__dirname, 'index.html'),
}) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // One federation runtime per page: the shell provides it, a remote's production build uses it
    // (~27 KB gz less per remote). A remote's standalone page needs its own runtime, so it is only
    // built for development (`webpack serve --mode development`), where the remote keeps its runtime.
    const remote = Boolean(federation.exposes);
    const externalRuntime = remote && production;
    // Compile-time cuts of the federation code (production only): remotes load no remotes of their own;
    // the shell registers remotes by their remoteEntry.js address (the site's server resolves each
    // mf-manifest.json), so it needs no manifest-snapshot code; everything runs in browsers.
    const optimization = production
      ? { target: 'web', ...(remote ? { disableRemote: true } : { disableSnapshot: true }) }
      : undefined;
    // The same host provides the shared singletons (react, emotion) to every remote it loads, so a
    // remote's production build only consumes them: no fallback copies to register (~0.5 KB gz less
    // in each remoteEntry.js). The shell consumes them from itself alone, so it skips the semver check
    // of its own version against its own range; the remotes' consumes keep theirs.
    const shared = externalRuntime
      ? withShareConfig(federation.shared, { import: false })
      : remote
        ? federation.shared
        : withShareConfig(federation.shared, { requiredVersion: false });
    const experiments = remote
      ? externalRuntime
        ? { externalRuntime: true, optimization }
        : undefined
      : { provideExternalRuntime: true, ...(optimization ? { optimization } : {}) };
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // Production maps are hidden (no sourceMappingURL in the scripts) and written beside the build, never
      // into the folder a server serves: `<app>/source-maps/` (publish.ts keeps a remote's beside its release).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: externalRuntime ? {} : { main: './src/index.ts' },
      output: {
        path: process.env.WEBPACK_OUT_DIR || path.join(dir, 'dist'),
        // [fullhash]: the federation runtime module cannot resolve [contenthash] in an entry's name.
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        ...(production ? { sourceMapFilename: `${SOURCE_MAPS_FROM_OUTPUT}/[file].map` } : {}),
        publicPath,
        // Chunks from a remote's origin load in CORS mode (its server allows it), so an error in its code
        // keeps its message and stack for error reporting instead of an opaque "Script error.".
        crossOriginLoading: 'anonymous',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // One copy of the federation runtime: the runtime plugin that provides it to the remotes is
        // CommonJS and would otherwise bundle the packages' .cjs builds beside the ESM ones.
        alias: Object.fromEntries(
          ['@module-federation/runtime-core', '@module-federation/sdk'].map((name) => [
            `${name}$`,
            path.join(path.dirname(require.resolve(name)), 'index.js'),
          ]),
        ),
      },
      module: {
        rules: [tsRule(production)],
      },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // @emotion/react and @emotion/styled are two shared modules, each bundled with the helpers
            // it imports; one chunk of those helpers serves both instead of a copy in each (~1.7 KB gz
            // of the shell's first load). Too small for webpack's default minimum chunk size.
            emotionHelpers: {
              test: /[\\/]node_modules[\\/](@emotion[\\/](serialize|unitless|hash|utils|memoize|use-insertion-effect-with-fallbacks)|@babel[\\/]runtime)[\\/]/,
              chunks: 'async',
              minSize: 0,
              priority: 10,
            },
            ...(remote || !production ? {} : SHARED_FAMILIES),
          },
        },
      },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          manifest: { additionalData: sortedStats },
          ...federation,
          shared,
          ...(experiments ? { experiments: { ...federation.experiments, ...experiments } } : {}),
        }),
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(process.env.REMOTE_VERSION || pkg.version),
          __APP_NAME__: JSON.stringify(federation.name),
        }),
        ...(externalRuntime ? [] : [new HtmlWebpackPlugin({ title, template, chunks: ['main'] })]),
        ...(remote ? [] : [new FirstLoadPlugin()]),
        ...(production
          ? [
              new PortableModuleIdsPlugin(),
              new CleanSourceMapsPlugin(),
              ...(externalRuntime ? [] : [new ContentNamedEntriesPlugin()]),
              ...precompressed(),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
};

module.exports.tsRule = tsRule;
module.exports.precompressed = precompressed;
