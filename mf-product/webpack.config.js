const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_product',
  exposes: { './app': './src/expose/app.tsx' },
  port: 3102,
  html: true,
  server: './src/server/entry.tsx',
});
