// Rollup 4, production (terser): one page (env PAGE) to dist/rollup/<name>/.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

const page = process.env.PAGE;

export default {
  input: `pages/${page}/main.js`,
  output: { dir: `dist/rollup/${page}`, format: 'es', entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
  plugins: [nodeResolve({ browser: true }), terser()],
};
