const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_membership',
  exposes: { './app': './src/expose/app.tsx' },
  port: 3104,
  html: true,
});
