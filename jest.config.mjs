// One Jest config, one project per workspace (DESIGN §4: Jest 30 + @swc/jest + jsdom).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  // .ts without JSX parsing, so `<T>value` assertions and generic arrows stay valid.
  transform: { '^.+\\.tsx$': swc(true), '^.+\\.(ts|js|mjs)$': swc(false) },
  moduleNameMapper: {
    '^@stay/shared$': '<rootDir>/../shared/src/index.ts',
    '^@stay/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '\\.(css)$': '<rootDir>/../tools/jest/style-stub.cjs',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../tools/jest/file-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
  // ESM-only packages (react-router 8) must pass through swc too.
  transformIgnorePatterns: ['/node_modules/(?!(react-router)/)'],
  // Rendering with user-event and argon2 hashing take seconds on a busy 2-core machine; a test that
  // waits for something that never comes still fails, only later than Jest's 5 s default.
  testTimeout: 20_000,
};

const web = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: `./${dir}`,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../tools/jest/jsdom-setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/after-env.cjs'],
});

export default {
  testTimeout: common.testTimeout,
  projects: [
    web('shared'),
    web('shell'),
    web('mf-search'),
    web('mf-product'),
    web('mf-mypage'),
    web('mf-membership'),
    web('mf-support'),
    {
      ...common,
      displayName: 'api',
      rootDir: './api',
      testEnvironment: 'node',
    },
  ],
};
