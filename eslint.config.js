import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import boundariesPlugin from 'eslint-plugin-boundaries';

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

const web = 'apps/web/src';
/** The web app's shared folders (docs/decisions/0045-web-layers.md); every other folder of src/ is a feature. */
const webShared = [
  'app',
  'session',
  'dialogs',
  'forms',
  'api',
  'ui',
  'routing',
  'notifications',
  'errors',
  'styles',
  'deck-styles',
];

/**
 * The web app in layers: routes -> features -> shared. Routes and the app's entries may import
 * anything below them; a feature imports shared folders, its own files, and another feature only
 * through that feature's index.ts (a lazily loaded part may be named by its module in `import()`,
 * so its chunk holds that part alone); shared folders import only shared folders.
 */
const webLayers = {
  files: [`${web}/**/*.{ts,tsx}`],
  ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
  plugins: { boundaries: boundariesPlugin },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/include': [`${web}/**/*`],
    'boundaries/elements': [
      { type: 'entry', pattern: `${web}/player` },
      { type: 'routes', pattern: `${web}/routes` },
      { type: 'shared', pattern: `${web}/{${webShared.join(',')}}` },
      { type: 'feature', pattern: `${web}/*`, capture: ['feature'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          {
            from: { element: { type: 'entry' } },
            allow: { to: { element: { types: ['entry', 'feature', 'shared'] } } },
          },
          {
            from: { element: { type: 'routes' } },
            allow: { to: { element: { types: ['routes', 'feature', 'shared'] } } },
          },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature' } }, dependency: { nodeKind: 'dynamic-import' } },
          },
          { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
        ],
      },
    ],
  },
};

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
  webLayers,
  {
    // Nothing below the app's entries (main.tsx, router.ts and the generated route tree) imports them.
    files: [`${web}/*/**/*.{ts,tsx}`],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/no-unknown-dependencies': 'error' },
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
