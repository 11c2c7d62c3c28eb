const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_support',
  exposes: { './app': './src/expose/app.tsx', './notice-ticker': './src/expose/notice-ticker.tsx' },
  port: 3105,
  html: true,
});
