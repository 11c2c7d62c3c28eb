const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_mypage',
  exposes: { './app': './src/expose/app.tsx' },
  port: 3103,
  html: true,
});
