export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/strings.ts', 'src/elements/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
};
