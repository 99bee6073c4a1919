import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Which projects may import which, by tag. `forTests` also lets any project use `type:testing` helpers. */
function boundaries(forTests) {
  const withTesting = (tags) => (forTests ? [...tags, 'type:testing'] : tags);
  return {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: [
      // Apps import libs only, never another app; only the embedded launcher (type:composition)
      // composes apps. The same rule is checked from package.json in tools/deps-check.
      {
        sourceTag: 'type:app',
        onlyDependOnLibsWithTags: withTesting([
          'type:platform',
          'type:data',
          'type:util',
          'type:domain',
          'type:contracts',
        ]),
      },
      { sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['*'] },
      // Shared libs never reach into an app or a tool.
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      // The domain is pure: no I/O libraries, only other pure code.
      { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
      { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
      { sourceTag: 'type:util', onlyDependOnLibsWithTags: withTesting(['type:util', 'type:domain', 'type:contracts']) },
      {
        sourceTag: 'type:data',
        onlyDependOnLibsWithTags: withTesting(['type:data', 'type:util', 'type:domain', 'type:contracts']),
      },
      {
        sourceTag: 'type:platform',
        onlyDependOnLibsWithTags: withTesting([
          'type:data',
          'type:util',
          'type:domain',
          'type:contracts',
          'type:platform',
        ]),
      },
      {
        sourceTag: 'type:testing',
        onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:domain', 'type:contracts', 'type:testing'],
      },
      { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'apps/web/src/routeTree.gen.ts', '.nx/**'] },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', boundaries(false)],
    },
  },
  {
    // Tests and an app's own test helpers (its testing/ folder) may also use the shared test helpers.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/*/src/testing/**/*.ts', 'tools/*/src/testing/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries(true)] },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'net',
                'http',
                'https',
                'child_process',
                'pg',
                'kafkajs',
                'ioredis',
                '@electric-sql/*',
                'fastify',
                'ws',
              ],
              message: 'libs/domain is pure: no I/O.',
            },
          ],
        },
      ],
    },
  },
);
