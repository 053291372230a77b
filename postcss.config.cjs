// Mantine's PostCSS preset provides the rem() helpers and light/dark mixins its CSS modules use.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
