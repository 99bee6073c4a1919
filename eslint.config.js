import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'apps/web/src/routeTree.gen.ts', '.nx/**'] },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Apps never import apps; only the embedded launcher composes them.
            { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
            // The domain is pure: no I/O libraries, only other pure code.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:domain', 'type:contracts'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:domain', 'type:contracts'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:domain', 'type:contracts', 'type:platform'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:domain', 'type:contracts', 'type:testing'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'net', 'http', 'https', 'child_process', 'pg', 'kafkajs', 'ioredis', '@electric-sql/*', 'fastify', 'ws'], message: 'libs/domain is pure: no I/O.' },
          ],
        },
      ],
    },
  },
);
