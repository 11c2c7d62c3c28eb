const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_search',
  exposes: { './app': './src/expose/app.tsx', './search-section': './src/expose/search-section.tsx' },
  port: 3101,
  html: true,
  server: './src/server/entry.tsx',
});
