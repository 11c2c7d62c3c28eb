// The back end's walls (DESIGN §3), checked by `npm test` (step "back-end walls"): a module is
// entered only through its index.ts; inside it, each floor imports only the floors below it
// (rules -> store -> use-cases -> routes); the platform (lib, plugins, db, config) imports no
// module; SQL is written only in a module's store (and its seed); and no import ever runs in a
// circle. Tests are outside the walls: they may reach into a module to prove what it does.
const MOD = '^src/modules/([^/]+)/';
const TESTS = '(^test/|/__tests__/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle ties files (or modules) into one knot: break it by moving the shared part down.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      comment: "Another module is reached only through its index.ts, never through its insides (a rule may import another module's pure rules/index.ts).",
      severity: 'error',
      from: { path: MOD, pathNot: TESTS },
      to: { path: '^src/modules/[^/]+/.+', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$', '^src/modules/[^/]+/rules/index\\.ts$'] },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'lib/, plugins/, db/ and config/ sit below every module: they import none (nor the composition files above them).',
      severity: 'error',
      from: { path: '^src/(lib|plugins|db|config)/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/(lib|plugins|db|config)/' },
    },
    {
      name: 'rules-are-pure',
      comment: "A module's rules/ import only rules (their module's, or another module's pure rules/index.ts), lib/ and db types: no store, no use case, no route.",
      severity: 'error',
      from: { path: `${MOD}rules/`, pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/modules/$1/(rules/|failures\\.ts$)', '^src/modules/[^/]+/rules/index\\.ts$', '^src/modules/pricing/index\\.ts$', '^src/lib/', '^src/db/schema/'] },
    },
    {
      name: 'rules-no-io',
      comment: 'Rules are pure: no database, no network, no file system.',
      severity: 'error',
      from: { path: `${MOD}rules/`, pathNot: TESTS },
      to: { path: '(^|/)node_modules/(drizzle-orm|pg|@electric-sql|ioredis|fastify)(/|$)|^(fs|node:fs|http|node:http|https|node:https|net|node:net)$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'store-below-use-cases',
      comment: "A module's store reads and writes its tables; it never calls a use case or a route.",
      severity: 'error',
      from: { path: `${MOD}store(\\.ts$|/)`, pathNot: TESTS },
      to: { path: '^src/modules/$1/(use-cases/|routes)' },
    },
    {
      name: 'use-cases-below-routes',
      comment: 'A use case never imports a route: routes parse, call a use case and answer.',
      severity: 'error',
      from: { path: `${MOD}(use-cases/|jobs\\.ts$|notices\\.ts$)`, pathNot: TESTS },
      to: { path: '^src/modules/$1/routes' },
    },
    {
      name: 'sql-only-in-stores',
      comment: "Only a module's store (and its seed), db/ and the jobs engine build SQL.",
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, `${MOD}(store(\\.ts$|/)|seed(\\.ts$|/)|adapters/.+-store\\.ts$)`, '^src/db/', '^src/lib/jobs/'] },
      to: { path: '(^|/)node_modules/drizzle-orm(/|$)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: '../tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
