// webpack 5, production: one page (`--env page=<name>`) to dist/webpack/<name>/, as ES modules.
import path from 'node:path';

export default (env) => ({
  mode: 'production',
  entry: `./pages/${env.page}/main.js`,
  output: {
    path: path.resolve(import.meta.dirname, 'dist', 'webpack', env.page),
    filename: 'main.js',
    chunkFilename: '[name]-[contenthash].js',
    module: true,
    clean: true,
  },
  experiments: { outputModule: true },
});
