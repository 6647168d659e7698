// The main site built as one ordinary webpack app (no Module Federation), for bench/web's comparison:
// the shell's code with each remote's exposed modules imported from source, the same lazy boundaries.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { precompressed, tsRule } = require('../../tooling/webpack-app');
const { FirstLoadPlugin } = require('../../tooling/first-load-plugin');

const root = path.join(__dirname, '..', '..');
const shell = path.join(root, 'shell');

module.exports = {
  mode: 'production',
  context: shell,
  devtool: false,
  entry: { main: './src/index.ts' },
  output: {
    path: process.env.MONOLITH_OUT_DIR || path.join(__dirname, '.out', 'monolith'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: {
      '@module-federation/enhanced/runtime$': path.join(__dirname, 'monolith', 'runtime.ts'),
    },
  },
  module: { rules: [tsRule(true)] },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(
      /(^|[\\/])compose-remotes$/,
      path.join(__dirname, 'monolith', 'compose-remotes.ts'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /(^|[\\/])remote-entries$/,
      path.join(__dirname, 'monolith', 'remote-entries.ts'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /(^|[\\/])retry-once$/,
      path.join(__dirname, 'monolith', 'retry-once.ts'),
    ),
    new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify('monolith'), __APP_NAME__: JSON.stringify('monolith') }),
    new HtmlWebpackPlugin({ template: path.join(shell, 'src', 'index.html'), chunks: ['main'] }),
    // The same preload hints as the federated site: its server reads first-load.json for both.
    new FirstLoadPlugin(),
    // The same brotli/gzip copies as the federated builds, so a server that sends them treats both alike.
    ...precompressed(),
  ],
  performance: { hints: false },
};
