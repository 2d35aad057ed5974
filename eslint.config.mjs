import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

// Import boundaries: each workspace reaches only what its place in the layers allows (docs/architecture.md,
// "The layers"). One rule object per set of files, since a later block's no-restricted-imports replaces an earlier
// one for the files both match.
const GAME_SERVER = {
  regex: '(^|/)game-server(/|$)|^@bluffle/game-server',
  message:
    'The web talks to the server over HTTP and shared-schema types only, never its code (docs/architecture.md).',
};
const NODE_MODULES_IN_BROWSER = {
  regex: '^node:',
  message: 'The web app runs in the browser: no Node modules.',
};
const NODE_BUILTINS_IN_BROWSER = builtinModules.map((name) => ({
  name,
  message: NODE_MODULES_IN_BROWSER.message,
}));
const SHARED_SCHEMA_BOUNDARY = [
  {
    regex: '^(?!zod$|@colyseus/schema(/|$)|\\.)',
    message:
      'shared-schema imports only its own code, zod and @colyseus/schema: its rules are pure and run on both sides.',
  },
  {
    regex: '^(\\.\\./){2,}(game-server|web|tests|scripts)(/|$)',
    message: 'shared-schema imports only its own code: the other workspaces depend on it, not the reverse.',
  },
];
// Inside shared-schema/src the API (api/: request schemas, answers, route contracts) sits on the model and the
// rules (word.ts, errors.ts, rules/, room-state/): the API imports them, never the reverse. A shape both need
// (an answer the rules compute) lives below, beside the rule that builds it.
const SHARED_SCHEMA_BELOW_API = {
  regex: '^(\\./|(\\.\\./)+)api(/|$)',
  message:
    'The model and the rules never import api/: move the type or constant they need down (rules/, errors.ts) and let api/ import it.',
};
const WORD_GENERATOR_BOUNDARY = {
  regex: '^(\\.\\./){2,}(game-server|web|tests|scripts)(/|$)|^@bluffle/(game-server|web)$',
  message:
    'word-generator is a library the server and the scripts import: it reaches only shared-schema and its data packages.',
};
// Inside word-generator/src (docs/architecture.md, "The word pipeline"): common/ below the language folders, no
// language reaching into another, and nothing the runtime loads importing the measures in quality/.
const WORD_GENERATOR_QUALITY = {
  regex: '^(\\.\\./)*\\.?/?quality(/|$)',
  message: 'The runtime never loads a measure: only quality/ itself and tests import quality/.',
};
const WORD_GENERATOR_COMMON = {
  regex: '^(\\.\\./)+(english|filipino|quality|language-pipeline|word-generator|index)(/|$)',
  message: 'common/ is what every language uses: it imports no language folder and nothing above it.',
};
const WORD_GENERATOR_NOT_ENGLISH = {
  regex: '^(\\.\\./)+english(/|$)',
  message: 'A language folder imports common/ and language-pipeline.ts, never another language.',
};
const WORD_GENERATOR_NOT_FILIPINO = {
  regex: '^(\\.\\./)+filipino(/|$)',
  message: 'A language folder imports common/ and language-pipeline.ts, never another language.',
};
const STORE_DRIVERS = {
  regex: '(^|/)store/(embedded|mongo)(/|$)',
  message:
    'Routes hand over to services, which use the store port; never a store driver (docs/design.md decision 2).',
};

// The web app's layers: imports run one way, app -> screens -> components -> controllers -> the rest.
// app/ is the composition root (App.tsx, start-app.ts) that only main.tsx imports; controllers/ holds the page's
// single instances wired to stores and APIs (game flow, lobby session, router), which views call and which never
// import a view. Relative specifiers only, since web/src has no path aliases.
const WEB_APP = {
  regex: '^(\\.\\./)+app(/|$)',
  message:
    'web/src/app is the composition root and only main.tsx imports it: what a view needs lives in controllers/ or below.',
};
const WEB_SCREENS = {
  regex: '^(\\.\\./)+screens(/|$)',
  message: 'Screens compose components, never the reverse.',
};
const WEB_VIEWS = {
  regex: '^(\\.\\./)+(components|screens)(/|$)',
  message:
    'Controllers, stores and rules never import a component or screen: views import them, so imports run one way.',
};
const WEB_CONTROLLERS = {
  regex: '^(\\.\\./)+controllers(/|$)',
  message:
    'Controllers wire stores, APIs and flows together; what they wire never imports them. Take the dependency as a parameter of the create* function instead.',
};
// Below the controllers the layers go on one way: the feature folders (game/, multiplayer/, admin/, ...) over
// state/, state/ over i18n/, i18n/ over api/, and api/ over storage/ alone. A shared piece moves down to the
// lower folder (a type into api/, a store's shape into state/) instead of the import going up.
const WEB_FEATURES = 'game|multiplayer|stats|daily-five|daily-games|wordsmith|plans|admin|guest-progress';
const WEB_STATE_LAYER = {
  regex: `^(\\.\\./)+(${WEB_FEATURES})(/|$)`,
  message:
    'state/ holds the stores the features use: it never imports a feature folder (game/, admin/, ...).',
};
const WEB_I18N_LAYER = {
  regex: `^(\\.\\./)+(state|${WEB_FEATURES})(/|$)`,
  message:
    'i18n/ is the catalogue and its wording rules: it reads no store or feature (state/use-messages.ts binds it to the settings).',
};
const WEB_API_LAYER = {
  regex: '^\\.\\./(?!storage/)',
  message:
    'api/ is the bottom layer over storage/: it imports no feature, store or catalogue; what it needs lives in api/.',
};
/** The browser's restrictions for every web/src file plus the layer's own (a later block replaces the rule). */
function webSourceImports(...layerPatterns) {
  return [
    'error',
    {
      paths: NODE_BUILTINS_IN_BROWSER,
      patterns: [GAME_SERVER, NODE_MODULES_IN_BROWSER, ...layerPatterns],
    },
  ];
}

// Only web/src/api reads an HTTP status (api/failure-kind.ts turns it into words the app matches: a refusal, our
// fault, unreachable, a bare not-found). Elsewhere a `status` compared with a number is a status read by hand.
// `status` compared with text ('ready', 'signed-in') is a store's own field and passes.
const STATUS_OPERAND =
  ":matches(MemberExpression[property.name='status'], ChainExpression[expression.property.name='status'], Identifier[name='status'])";
const NUMBER_OPERAND = 'Literal[raw=/^[0-9]/]';
const HTTP_STATUS_MESSAGE =
  'Only web/src/api reads an HTTP status: ask api/failure-kind.ts (callFailureOf, refusalStatusOf) what the failure was.';
const HTTP_STATUS_READS = [
  {
    selector: `BinaryExpression:has(> ${STATUS_OPERAND}.left):has(> ${NUMBER_OPERAND}.right)`,
    message: HTTP_STATUS_MESSAGE,
  },
  {
    selector: `BinaryExpression:has(> ${NUMBER_OPERAND}.left):has(> ${STATUS_OPERAND}.right)`,
    message: HTTP_STATUS_MESSAGE,
  },
  {
    selector: `SwitchStatement:has(> ${STATUS_OPERAND}.discriminant) > SwitchCase:has(> ${NUMBER_OPERAND}.test)`,
    message: HTTP_STATUS_MESSAGE,
  },
];

const TESTS_AND_SCRIPTS = {
  regex: '^(\\.\\./)+(tests|scripts)(/|$)',
  message:
    'game-server never imports the test or script trees (they import it), so the workspaces build in one order (tsc -b).',
};
const WORD_GENERATOR_MEASURES = {
  regex: '^@bluffle/word-generator/quality$',
  message:
    'The server never loads the word bank measures: they are for the scripts and tests (docs/architecture.md).',
};
const HTTP_LAYER = {
  regex: '(^|/)http(/|$)',
  message:
    'A room is a transport over services and rules: it never reaches into the HTTP layer. Shared pieces (rate limits) live outside http/.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['shared-schema/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_SCHEMA_BOUNDARY }] },
  },
  {
    // Tests may check an API schema against a rule (a session code's schema and its rule).
    files: ['shared-schema/src/**/*.ts'],
    ignores: ['shared-schema/src/api/**', 'shared-schema/src/index.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...SHARED_SCHEMA_BOUNDARY, SHARED_SCHEMA_BELOW_API] }],
    },
  },
  {
    files: ['word-generator/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WORD_GENERATOR_BOUNDARY] }] },
  },
  {
    files: ['word-generator/src/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WORD_GENERATOR_BOUNDARY, WORD_GENERATOR_QUALITY] }],
    },
  },
  {
    files: ['word-generator/src/common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WORD_GENERATOR_BOUNDARY, WORD_GENERATOR_COMMON] }],
    },
  },
  {
    files: ['word-generator/src/english/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [WORD_GENERATOR_BOUNDARY, WORD_GENERATOR_QUALITY, WORD_GENERATOR_NOT_FILIPINO] },
      ],
    },
  },
  {
    files: ['word-generator/src/filipino/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [WORD_GENERATOR_BOUNDARY, WORD_GENERATOR_QUALITY, WORD_GENERATOR_NOT_ENGLISH] },
      ],
    },
  },
  {
    // The build config (vite.config.ts) runs in Node; the app under src/ runs in the browser.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GAME_SERVER] }] },
  },
  {
    // main.tsx and app/ (the composition root) may import every layer.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webSourceImports() },
  },
  {
    files: ['web/src/screens/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webSourceImports(WEB_APP) },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webSourceImports(WEB_APP, WEB_SCREENS) },
  },
  {
    files: ['web/src/controllers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webSourceImports(WEB_APP, WEB_VIEWS) },
  },
  {
    // Stores, API clients, flows and rules (state/, api/, game/, multiplayer/, routing/, ...).
    files: ['web/src/*/**/*.{ts,tsx}'],
    ignores: ['web/src/{app,screens,components,controllers}/**'],
    rules: { 'no-restricted-imports': webSourceImports(WEB_APP, WEB_VIEWS, WEB_CONTROLLERS) },
  },
  {
    files: ['web/src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webSourceImports(WEB_APP, WEB_VIEWS, WEB_CONTROLLERS, WEB_STATE_LAYER),
    },
  },
  {
    files: ['web/src/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webSourceImports(WEB_APP, WEB_VIEWS, WEB_CONTROLLERS, WEB_I18N_LAYER) },
  },
  {
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webSourceImports(WEB_API_LAYER) },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...HTTP_STATUS_READS] },
  },
  {
    files: ['game-server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TESTS_AND_SCRIPTS, WORD_GENERATOR_MEASURES] }] },
  },
  {
    files: ['game-server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [STORE_DRIVERS, TESTS_AND_SCRIPTS, WORD_GENERATOR_MEASURES] },
      ],
    },
  },
  {
    // Services and sign-in use the store port, never a driver (their tests open a real store: allowed).
    files: ['game-server/src/{services,auth}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [STORE_DRIVERS, TESTS_AND_SCRIPTS, WORD_GENERATOR_MEASURES] },
      ],
    },
  },
  {
    files: ['game-server/src/multiplayer/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [STORE_DRIVERS, HTTP_LAYER, TESTS_AND_SCRIPTS, WORD_GENERATOR_MEASURES] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
