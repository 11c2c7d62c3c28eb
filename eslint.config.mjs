// One flat config for the whole house. Import direction (DESIGN §1) is checked here, not remembered:
// remotes and the shell import only `@stay/shared` (the root entry, which is the federation singleton),
// never each other's source; shared imports none of them; nothing imports the api.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-search', 'mf-product', 'mf-mypage', 'mf-membership', 'mf-support'];

const noReach = (forbidden, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((dir) => ({
          regex: `(^|/)${dir}/src(/|$)`,
          message: `Do not import ${dir} source from here: go through @stay/shared (DESIGN §1).`,
        })),
        { group: ['@stay/api', '@stay/api/*'], message: 'Nothing imports the api.' },
        ...extra,
      ],
    },
  ],
});

// A subpath of @stay/shared is not covered by the federation singleton: it would be bundled twice.
// Except pure, stateless modules kept out of the package's root on purpose, so that only the pages
// that need them carry them (the root is loaded on every page): money/decimal (numbers with decimals
// without Intl, whose number data costs a phone ~40 ms on first use), and contracts/ (the valibot
// schemas of what crosses a seam, shared/src/contracts/README.md). Holding no state, a copy of them
// in each remote's bundle cannot split anything. The same holds for kit/ (the remotes' small
// common parts, shared/src/kit/README.md): it reaches everything stateful through the package name.
const sharedRootOnly = {
  regex: '^@stay/shared/(?!money/decimal$|contracts/|kit/)',
  message: 'Import from "@stay/shared" (the shared singleton), not a subpath.',
};

// Nothing below app/ (features, components, lib) imports it: app composes them, never the reverse.
const appWall = { regex: '^(\\.\\./)+app(/|$)', message: 'app/ composes features and components; nothing below it imports it.' };
const featureWall = { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features never import each other: move the shared part below features (lib/, components/).' };

// A kit module is bundled into each remote that uses it: what holds state (navigation, popups, i18n,
// stores) must come through the package name, the federation singleton, never a relative path.
const kitThroughThePackage = [{ regex: '^\\.\\./(?!contracts/)', message: 'Import @stay/shared (the singleton), not a relative path out of kit/.' }];

// A contract is read by remotes and the API server alike: valibot, types and constants only.
const contractsStayPure = [
  { regex: '^(react|react-dom)(/|$)', message: 'Contracts are framework-free (the API server imports them).' },
  { regex: '^@stay/shared$', message: "Contracts do not import the package's root: it is React and state." },
  { regex: '^\\.\\./(?!constants/)', message: 'Contracts import only each other and ../constants.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/.data-*/**', 'tmp/**', 'api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: noReach(['shell', 'api', ...REMOTES.filter((r) => r !== remote)], [sharedRootOnly]),
  })),
  // Features never import each other (STYLE "Inside a remote"): what two features share sits below
  // them (lib/, components/). A feature's files sit one folder deep (api/, components/ ...), so a path
  // two folders up and down again is another feature's.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/features/*/*/*.{ts,tsx}`],
    rules: noReach(['shell', 'api', ...REMOTES.filter((r) => r !== remote)], [sharedRootOnly, featureWall, appWall]),
  })),
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/{components,lib,hooks,config}/**/*.{ts,tsx}`],
    rules: noReach(['shell', 'api', ...REMOTES.filter((r) => r !== remote)], [sharedRootOnly, appWall]),
  })),
  { files: ['shell/**/*.{ts,tsx}'], rules: noReach(['api', ...REMOTES], [sharedRootOnly]) },
  // Tests never ship: they may use the shared package's test support (not exported from its root).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/__tests__/**/*.{ts,tsx}`],
    rules: noReach(['shell', 'api', ...REMOTES.filter((r) => r !== remote)], [{ regex: '^@stay/shared/(?!testing/|contracts/|kit/|money/decimal$)', message: sharedRootOnly.message }]),
  })),
  // A server entry is built on its own for the site server (no federation, nothing is shared): it
  // draws with @stay/shared's server-render subpath, which browsers never load (a first view drawn
  // by the server must not cost the browser's bundles anything).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/server/**/*.{ts,tsx}`],
    rules: noReach(['shell', 'api', ...REMOTES.filter((r) => r !== remote)], [{ regex: '^@stay/shared/(?!mf/server-render$|contracts/)', message: sharedRootOnly.message }]),
  })),
  { files: ['shell/src/server/**/*.{ts,tsx}'], rules: noReach(['api', ...REMOTES], [{ regex: '^@stay/shared/(?!mf/server-render$)', message: sharedRootOnly.message }]) },
  { files: ['shared/**/*.{ts,tsx}'], rules: noReach(['shell', 'api', ...REMOTES]) },
  { files: ['shared/src/contracts/*.ts'], rules: noReach(['shell', 'api', ...REMOTES], contractsStayPure) },
  { files: ['shared/src/kit/*.{ts,tsx}'], rules: noReach(['shell', 'api', ...REMOTES], kitThroughThePackage) },
  { files: ['api/**/*.ts'], rules: noReach(['shell', ...REMOTES]) },
);
