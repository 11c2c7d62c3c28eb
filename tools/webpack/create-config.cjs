// One webpack configuration for the shell and every remote (DESIGN §2, §4; STYLE "Federation mechanics").
// Remotes get `manifest: true` so the shell finds them at run time through mf-manifest.json.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const { ContractPlugin } = require('./contract-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));

/** Shared singletons: listed one by one, subpaths explicitly, version from the package.json that uses them. */
function sharedSingletons(appDir) {
  const deps = require(path.join(appDir, 'package.json')).dependencies;
  const one = (name, from = name) => ({ singleton: true, requiredVersion: deps[from] });
  return {
    react: one('react'),
    'react/jsx-runtime': one('react/jsx-runtime', 'react'),
    'react-dom': one('react-dom'),
    'react-dom/client': one('react-dom/client', 'react-dom'),
    zustand: one('zustand'),
    i18next: one('i18next'),
    'single-spa': one('single-spa'),
    '@stay/shared': one('@stay/shared'),
    // Not shared: valibot. Tried (2026-11-23): a shared module is not tree-shaken, so the shell's
    // start-up copy grew from 2.8 to 13.2 KB brotli to save each remote's own 2.9 KB: a net loss.
  };
}

function compressedCopies() {
  const common = { test: /\.(js|css|json)$/, threshold: 0, minRatio: 0.95 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

const RESOLVE = { extensions: ['.tsx', '.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } };

/** TypeScript and JSX through swc; .ts is parsed without JSX so `<T>value` assertions and generic arrows stay valid. */
function scriptRules(prod) {
  return [
    swcRule(/\.tsx$/, { syntax: 'typescript', tsx: true }, prod),
    swcRule(/\.ts$/, { syntax: 'typescript', tsx: false }, prod),
    swcRule(/\.jsx?$/, { syntax: 'ecmascript', jsx: true }, prod),
  ];
}

function swcRule(test, parser, prod) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: { jsc: { parser, transform: { react: { runtime: 'automatic', development: !prod } }, target: 'es2020' } },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.appDir absolute dir of the app
 * @param {string} o.name federation name (underscores)
 * @param {Record<string,string>} [o.exposes] remote exposes; absent for the host
 * @param {number} o.port dev-server port when run alone
 * @param {boolean} [o.html] emit index.html (host, or a remote run alone)
 * @param {string} [o.server] the app's server entry: built beside it as server/entry.mjs
 */
function createConfig(o) {
  return (env, argv) => {
    const prod = argv.mode === 'production';
    const isHost = !o.exposes;
    const outDir = process.env.STAY_OUT_DIR ? path.resolve(process.env.STAY_OUT_DIR) : path.join(o.appDir, 'dist');
    const client = {
      context: o.appDir,
      mode: prod ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // The deploy CLI builds a version into a folder of its own (STAY_OUT_DIR), leaving dist/ to `npm run dev`.
        path: outDir,
        // Entry files keep plain names (served no-cache); chunks carry content hashes (immutable).
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: o.name,
        // The server entry is built into server/ by the second configuration below.
        clean: o.server ? { keep: /^server[\\/]/ } : true,
      },
      resolve: RESOLVE,
      module: {
        rules: [
          ...scriptRules(prod),
          // Production: stylesheets are files of their own, fetched beside their chunk's script (the
          // chunk waits for both, so nothing renders unstyled) and never parsed as JavaScript.
          { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes,
          remotes: {},
          shared: sharedSingletons(o.appDir),
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            // The browser is the only target; remotes never load other remotes, so their copy of the
            // runtime leaves out the remote loader and the manifest snapshot (the shell keeps both).
            optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
          // Tried: `eager` shared libraries in the host. Serial waves of a cold load fell from 8 to 5 and
          // Lighthouse's LCP by ~0.7 s, but FCP rose from 1.1 to 2.2 s (one 200 KB entry before any
          // paint), the score stayed the same, and every shell release would re-send React: kept lazy.
          // Tried: experiments.externalRuntime / provideExternalRuntime. Remote entries shrink by ~18 KB
          // gzipped, but the host then carries the whole runtime-core (+24 KB): a net loss for one remote per page.
        }),
        ...(isHost || o.html ? [new HtmlWebpackPlugin({
            template: path.join(__dirname, 'index.html'),
            standalone: !isHost,
            inject: 'body',
            scriptLoading: 'defer',
            minify: false,
            chunks: ['main'],
            publicPath: '/',
          })] : []),
        ...(isHost && prod ? [new StartupPreloadPlugin({ startupRequests: ['react-dom/client', '@stay/shared', './bootstrap'] })] : []),
        new ContractPlugin({ appDir: o.appDir, isHost, shared: sharedSingletons(o.appDir), exposes: o.exposes }),
        // Every script, stylesheet and manifest also as .br and .gz, made once here at the
        // highest levels and served as they are (api/src/site: preCompressed); the server never
        // compresses a static file per request.
        ...(prod ? [new CompileHintsPlugin(), ...compressedCopies()] : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizer: ['...', new CssMinimizerPlugin()] },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:8080' }],
      },
      cache: { type: 'filesystem', cacheDirectory: path.join(root, 'node_modules/.cache/webpack', o.name) },
    };
    return o.server ? [client, serverConfig(o, prod, outDir)] : client;
  };
}

/**
 * The app's server entry (api/site/first-view) as one self-contained ES module: React and
 * everything else bundled in (the site server imports it by path from the app's build or version
 * folder, where no node_modules are), stylesheets left out (the page links the app's own), no
 * federation (the server draws one app at a time, with its own React).
 */
function serverConfig(o, prod, outDir) {
  const { LimitChunkCountPlugin } = require('webpack').optimize;
  return {
    name: `${o.name}-server`,
    context: o.appDir,
    mode: prod ? 'production' : 'development',
    target: 'node20',
    entry: { entry: o.server },
    devtool: false,
    experiments: { outputModule: true },
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        ...scriptRules(prod),
        // A stylesheet import does nothing on the server: an empty module.
        { test: /\.css$/, type: 'javascript/auto', use: [{ loader: path.join(__dirname, 'empty-loader.cjs') }] },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Lazy parts are bundled in: the server has one file to import.
    plugins: [new LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    cache: { type: 'filesystem', cacheDirectory: path.join(root, 'node_modules/.cache/webpack', `${o.name}-server`) },
  };
}

module.exports = { createConfig, sharedSingletons, rootPkg };
