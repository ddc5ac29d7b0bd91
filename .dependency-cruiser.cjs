/**
 * Dependency rules of the architecture guide (../shared/architecture.md):
 * ui -> application -> domain; infrastructure -> application -> domain; the server
 * may import src/domain and src/contract only; src/contract imports
 * src/domain only; nothing in src/ imports server/;
 * only the composition roots (src/ui/app/main.tsx, and prerender.tsx for the build's
 * prerendered landing) touch infrastructure from ui;
 * a UI feature never imports another feature's folder; the UI never imports src/contract;
 * no import cycles. (Radix only inside the design system: eslint no-restricted-imports.)
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/ (and no packages with side effects).',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^src/(application|infrastructure|ui|contract)|^server' },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '^src/domain', pathNot: '\\.test\\.ts$' },
      to: { path: 'node_modules/(react|ky|xstate|inversify|@xstate|radix-ui|wouter)' },
    },
    {
      name: 'application-inward',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^src/(infrastructure|ui)|^server' },
    },
    {
      name: 'infrastructure-not-ui',
      comment: 'Adapters never reach the UI nor the server; the fake back end alone may run the server\'s use cases (fakes-run-server-use-cases).',
      severity: 'error',
      from: { path: '^src/infrastructure', pathNot: '^src/infrastructure/fake/' },
      to: { path: '^src/ui|^server' },
    },
    {
      name: 'fakes-run-server-use-cases',
      comment:
        "The fake back end runs the server's own use cases over in-memory stores (docs/decisions/2026-11-28-fakes-run-server-use-cases.md): of server/, only a module's use cases (pure over their store port), and its routes' wire mappers (`<module>-wire.mappers.ts`: pure translation of the use cases' answers, so a fake answers in the routes' words instead of mapping again); what they reach must bundle for the browser (src/infrastructure/di/fake-bindings.browser.test.ts).",
      severity: 'error',
      from: { path: '^src/infrastructure/fake/' },
      to: { path: '^server/', pathNot: ['^server/(src|life)/modules/[^/]+/use-cases/', '^server/(src|life)/modules/[^/]+/[^/]+-wire\\.mappers\\.ts$'] },
    },
    {
      name: 'fakes-hold-data-not-rules',
      comment:
        'The fake back end keeps storage, seed data and the latency/fault switch; every rule it applies comes from src/domain or src/contract (which the server imports too), and it speaks through the application ports. So it imports those, its own folder, and the pure wire mappers of the HTTP adapters (src/infrastructure/http/*.mapper.ts: translation, no rule); never the HTTP adapters themselves, the DI wiring or anything else.',
      severity: 'error',
      from: { path: '^src/infrastructure/fake/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/',
        pathNot: ['^src/(domain|contract|application)/', '^src/infrastructure/fake/', '^src/infrastructure/http/[^/]+\\.mapper\\.ts$'],
      },
    },
    {
      name: 'fakes-no-node',
      comment: 'The fake back end runs in the browser (npm run dev:fake): no Node built-ins.',
      severity: 'error',
      from: { path: '^src/infrastructure/fake/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-through-ports',
      comment: 'Only the composition root and test harnesses touch the adapters.',
      severity: 'error',
      from: { path: '^src/ui', pathNot: '^src/ui/app/(main|prerender)\\.tsx$' },
      to: { path: '^src/infrastructure|^server' },
    },
    {
      name: 'ui-feature-not-other-feature',
      comment:
        'A UI feature imports its own folder, src/ui/shared, src/ui/design-system, src/ui/app (context hooks), src/application and src/domain; never another feature (what two features use lives in src/ui/shared).',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'ui-speaks-domain',
      comment:
        'The UI (screens, shared pieces, the design system, the app shell) works on the domain types and messages its use cases answer; only the adapters and the server know the wire (src/contract). What a screen needs from the wire has its home in src/domain (product words, option lists, form values, field rules), which the contract imports and maps. The composition root reaches the contract only through infrastructure.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/contract/' },
    },
    {
      name: 'contract-imports-domain-only',
      comment: 'src/contract holds the wire schemas shared by the SPA adapters and the server: it may import src/domain only.',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { path: '^src/', pathNot: ['^src/domain', '^src/contract'] },
    },
    {
      name: 'contract-not-server',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { path: '^server' },
    },
    {
      name: 'routes-through-use-cases',
      comment:
        'A route parses, calls a use case and translates its answer: it never runs a repository or Drizzle itself (record types may flow to the wire mappers).',
      severity: 'error',
      from: { path: '^server/(src|life)/modules/[^/]+/routes/' },
      to: {
        path: ['^server/(src|life)/modules/[^/]+/repositories/', '^server/(src|life)/db/', 'node_modules/drizzle-orm'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'use-cases-not-routes',
      comment: 'A use case never reaches back into the routes: what both need (the wire mappers, prepared answers) lives in server/src/http.',
      severity: 'error',
      from: { path: '^server/(src|life)/modules/[^/]+/use-cases/' },
      to: { path: '^server/(src|life)/modules/[^/]+/routes/' },
    },
    {
      name: 'use-cases-through-ports',
      comment:
        "A module's use cases reach its tables through its repository port (an interface beside them, named for its role; the Drizzle implementation in repositories/ is wired by <module>.module.ts): they never import drizzle-orm nor a repository (types may flow). Modules still calling repository functions directly are listed in pathNot until they get their port (docs/decisions/2026-11-28-server-modules.md).",
      severity: 'error',
      from: {
        path: '^server/(src|life)/modules/[^/]+/use-cases/',
        pathNot: ['^server/src/modules/catalog/use-cases/catalog-snapshot-source\.ts$'],
      },
      to: {
        path: ['^server/(src|life)/modules/[^/]+/repositories/', '^server/life/db/', 'node_modules/drizzle-orm'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'modules-through-their-index',
      comment:
        "A server module (server/src/modules/<module>/: its routes, use cases, repositories) is reached by another module only through its index.ts, its public face (docs/decisions/2026-11-28-server-modules.md); what every module needs lives outside modules/ (config, db, http, auth, mail, lib). A module's use-cases/index.ts is the part of that face another module's use case may import without reaching routes or repositories (so it still runs in a browser: the fake back end runs it, fakes-run-server-use-cases).",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/', pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$', '^server/src/modules/[^/]+/use-cases/index\\.ts$'] },
    },
    {
      name: 'life-modules-through-their-index',
      comment:
        "A module of the life service (server/life/modules/<module>/) is reached by another life module only through its index.ts, as the API's modules are (docs/decisions/2026-11-28-server-modules.md); the service's shared code (cable, db, http, professions) lives outside modules/.",
      severity: 'error',
      from: { path: '^server/life/modules/([^/]+)/' },
      to: { path: '^server/life/modules/', pathNot: ['^server/life/modules/$1/', '^server/life/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'life-takes-the-api-through-kits',
      comment:
        'The life service is a service of its own: what it takes from the main API (config, database, pub/sub, HTTP pieces, authentication, jobs, clients, the launcher) comes through the named kits of server/src/kit/, never a file deep in server/src. Its tests may reach further.',
      severity: 'error',
      from: { path: '^server/life/', pathNot: '^server/life/test/' },
      to: { path: '^server/src/', pathNot: '^server/src/kit/' },
    },
    {
      name: 'api-takes-life-through-its-kits',
      comment:
        "The main API reaches the life service only through life's kits (server/life/kit/: client-data.ts for the clients module, hosting.ts for the process that hosts or bridges it).",
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^server/life/', pathNot: '^server/life/kit/' },
    },
    {
      name: 'shared-server-code-not-modules',
      comment:
        'The shared server code (db, http, auth, mail, lib, jobs, cluster) sits under the modules: it never imports one, except the authentication hook and the caller cache, which ask the accounts module who holds an access token. app.ts (the composition), seeds, CLIs and the catalog tooling may.',
      severity: 'error',
      from: { path: '^server/src/(db|http|auth|mail|lib|jobs|cluster)/', pathNot: '^server/src/(http/authentication|auth/caller-cache)\\.ts$' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'server-imports-domain-and-contract-only',
      comment: 'The contract suite (server/test/contract) builds the SPA ports on both back ends, so it alone may reach the adapters.',
      severity: 'error',
      from: { path: '^server', pathNot: '^server/test/contract/' },
      to: { path: '^src/', pathNot: ['^src/domain', '^src/contract'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|server/drizzle)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
