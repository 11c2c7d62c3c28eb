const { createConfig } = require('../tools/webpack/create-config.cjs');

// The host: no remotes at build time; they are registered at run time from the inlined registry.
module.exports = createConfig({ appDir: __dirname, name: 'shell', port: 3100, server: './src/server/entry.tsx' });
