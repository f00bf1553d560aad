// One Babel config for rollup and vitest: TypeScript, React (automatic runtime) and the lingui macros.
export const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
  plugins: ['@lingui/babel-plugin-lingui-macro'],
};
