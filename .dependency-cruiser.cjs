/**
 * Import rules of the project (README, "Layout"), checked in `npm test` (scripts/test.mjs) by dependency-cruiser.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing of ours outside itself, and no package, Node, DOM or React API.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'engine-imports-only-pixi-and-itself',
      comment: 'The timeline engine knows nothing of the app: pixi.js, d3-time (with its d3-array) and itself only.',
      severity: 'error',
      from: { path: '^src/timeline-engine/', pathNot: ['^src/timeline-engine/react/', '\\.test\\.ts$'] },
      to: { pathNot: ['^src/timeline-engine/', '^node_modules/(pixi\\.js|d3-time|d3-array|internmap)'] },
    },
    {
      name: 'engine-react-binding-is-thin',
      severity: 'error',
      from: { path: '^src/timeline-engine/react/' },
      to: { path: '^src/(?!timeline-engine/)' },
    },
    {
      name: 'map-and-forms-take-props-not-state',
      comment: 'src/map and src/forms never import src/state or src/api.',
      severity: 'error',
      from: { path: '^src/(map|forms)/' },
      to: { path: '^src/(state|api)/' },
    },
    {
      name: 'server-imports-only-domain-and-contract-from-src',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/(domain|contract)/' },
    },
    {
      name: 'contract-is-schemas-over-the-domain',
      comment: 'src/contract holds the TypeBox schema of each endpoint and its Static type: typebox and src/domain only.',
      severity: 'error',
      from: { path: '^src/contract/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/(contract|domain)/', '^node_modules/typebox/'] },
    },
    {
      name: 'browser-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'routes-never-touch-the-database',
      comment: 'Routes call services; only repositories (and db/, bootstrap, migrations) talk to the database.',
      severity: 'error',
      from: { path: '^server/modules/[^/]+/(routes|[A-Za-z]*Routes)\\.ts$' },
      to: { path: ['^server/db/', '^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'a-page-never-imports-another-page',
      comment: 'Screens share UI through src/ui/, never by importing another screen folder.',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'shared-ui-never-imports-a-page',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { circular: true, viaOnly: { pathNot: '\\.d\\.ts$' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
