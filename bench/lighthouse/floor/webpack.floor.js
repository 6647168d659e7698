// The two control builds of `npm run bench:lighthouse -- --floor` (see ../run.ts), from this folder's src:
// - federated: built as the shell is built (tooling/webpack-app.js: Module Federation's runtime, the same shared
//   singletons and chunks), with no page code;
// - plain: the same bootstrap as one ordinary webpack bundle (React and emotion, no federation).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpackApp = require('../../../tooling/webpack-app');
const { tsRule } = require('../../../tooling/webpack-app');
const { shared } = require('../../../tooling/federation-shared');

const OUT = path.join(__dirname, '..', '.out', 'floor');

const federated = (env, argv) => {
  const config = webpackApp({
    dir: __dirname,
    federation: { name: 'floor', remotes: {}, shared, shareStrategy: 'loaded-first' },
    port: 0,
    title: 'floor',
    publicPath: '/federated/',
  })(env, { ...argv, mode: 'production' });
  return { ...config, output: { ...config.output, path: path.join(OUT, 'federated') } };
};

const plain = {
  mode: 'production',
  context: __dirname,
  devtool: false,
  entry: { main: './src/bootstrap.tsx' },
  output: {
    path: path.join(OUT, 'plain'),
    filename: '[name].[contenthash:8].js',
    publicPath: '/plain/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: { rules: [tsRule(true)] },
  plugins: [new HtmlWebpackPlugin({ title: 'floor' })],
  performance: { hints: false },
};

module.exports = [federated, plain];
