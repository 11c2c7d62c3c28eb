// Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm installed drizzle-orm
// under api/node_modules (not hoisted) while drizzle-kit sits at the root, and drizzle-kit loads
// it with a dynamic import(), which NODE_PATH does not reach. A resolve hook fixes that.
const { registerHooks } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const apiParent = pathToFileURL(path.join(__dirname, '..', 'package.json')).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return nextResolve(specifier, { ...context, parentURL: apiParent });
    }
    return nextResolve(specifier, context);
  },
});

// require() calls (drizzle-kit's bundled code) ignore the hook's parentURL: NODE_PATH covers them.
const Module = require('node:module');
process.env.NODE_PATH = [path.join(__dirname, '..', 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();

process.chdir(path.join(__dirname, '..'));
const kitDir = path.dirname(require.resolve('drizzle-kit', { paths: [path.join(__dirname, '..')] }));
require(path.join(kitDir, 'bin.cjs'));
