/**
 * Which contract scenario runs each method of each remote port of the SPA on both back ends
 * (the fakes and the real server): read from the sources, never from a run, so the list is
 * rebuilt in a second and a unit test (port-coverage.test.ts) fails when it is stale or when a
 * method has no scenario.
 *
 * - The ports: the members of `AppServices` (src/application/app-services.ts) whose adapter
 *   talks to a back end ({@link REMOTE_PORTS}); every method and function-typed property of
 *   each port's interface.
 * - The scenarios: the `it`/`test` calls of `server/test/contract/*.contract.test.ts`, files
 *   whose scenarios run under `describe.each(<the two back ends>)`. A call `x.method(…)`
 *   counts for a port when `x` is the port (`services.catalog`, a variable named after the
 *   port's key, one destructured from `services`, or a name annotated with the port's type,
 *   e.g. `life: LifeQuoteGateway`), inside the scenario or inside a helper function the
 *   scenario calls (any depth).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The AppServices members local to the browser, with no second back end to agree with:
 * storages and signals, script loaders, the fake mode's mailbox and the mode flag. A new
 * member of AppServices must be put here or in {@link REMOTE_PORTS} (the test checks).
 */
export const LOCAL_PORTS = [
  'mode',
  'clock',
  'storage',
  'sessionStore',
  'tokens',
  'sessionSignal',
  'comparison',
  'expirationSkip',
  'chosenLifeQuotes',
  'pdfTools',
  'trackers',
  'demoMailbox',
] as const;

/**
 * The AppServices members whose adapters answer from a back end, so the contract suite must
 * show the fake and the server agree.
 */
export const REMOTE_PORTS = [
  'auth',
  'catalog',
  'registration',
  'profile',
  'team',
  'quotations',
  'clients',
  'lastQuote',
  'subscriptions',
  'lifeQuote',
  'tableUpdates',
  'support',
  'publicSettings',
  'planAdmin',
  'operatorImports',
] as const;

/** One port method and the scenarios (`file › title`) that call it on both back ends. */
export interface PortMethodCoverage {
  port: string;
  interfaceName: string;
  method: string;
  scenarios: string[];
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Resolves a relative import of `from` to a .ts file path. */
function importPath(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  return base.endsWith('.ts') ? base : `${base}.ts`;
}

/** Maps each imported name of a file to the file it comes from. */
function importsOf(file: ts.SourceFile): Map<string, string> {
  const map = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) map.set(element.name.text, importPath(file.fileName, statement.moduleSpecifier.text));
  }
  return map;
}

/** The method names of interface `name` declared in `path` (with the ones it extends). */
function interfaceMethods(path: string, name: string): string[] {
  const file = parse(path);
  const declaration = file.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
  if (!declaration) throw new Error(`interface ${name} not found in ${path}`);
  const methods: string[] = [];
  for (const clause of declaration.heritageClauses ?? []) {
    for (const type of clause.types) {
      if (!ts.isIdentifier(type.expression)) continue;
      const parent = type.expression.text;
      methods.push(...interfaceMethods(importsOf(file).get(parent) ?? path, parent));
    }
  }
  for (const member of declaration.members) {
    if (!member.name || !ts.isIdentifier(member.name)) continue;
    const isFunction = ts.isMethodSignature(member) || (ts.isPropertySignature(member) && member.type !== undefined && ts.isFunctionTypeNode(member.type));
    if (isFunction && !methods.includes(member.name.text)) methods.push(member.name.text);
  }
  return methods;
}

/** The member names of `AppServices`. */
export function appServiceMembers(root: string): string[] {
  const file = parse(join(root, 'src/application/app-services.ts'));
  const services = file.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'AppServices');
  return (services?.members ?? []).flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : []));
}

/** The remote ports: key in AppServices → its interface name and methods. */
export function remotePorts(root: string): Array<{ port: string; interfaceName: string; methods: string[] }> {
  const path = join(root, 'src/application/app-services.ts');
  const file = parse(path);
  const imports = importsOf(file);
  const services = file.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'AppServices');
  if (!services) throw new Error('AppServices not found');
  return REMOTE_PORTS.map((port) => {
    const member = services.members.find((candidate) => candidate.name && ts.isIdentifier(candidate.name) && candidate.name.text === port);
    if (!member || !ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type) || !ts.isIdentifier(member.type.typeName)) {
      throw new Error(`AppServices.${port} is not a port`);
    }
    const interfaceName = member.type.typeName.text;
    const source = imports.get(interfaceName);
    if (!source) throw new Error(`${interfaceName} is not imported in app-services.ts`);
    return { port, interfaceName, methods: interfaceMethods(source, interfaceName) };
  });
}

const SCENARIO_CALLS = new Set(['it', 'test']);

/** The callee's base name: `it`, `it.each(...)`, `test.skip` → `it` / `test`. */
function scenarioKind(call: ts.CallExpression): boolean {
  let callee: ts.Expression = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  return ts.isIdentifier(callee) && SCENARIO_CALLS.has(callee.text) && call.arguments.length >= 2;
}

function titleOf(node: ts.Expression | undefined): string {
  if (!node) return '?';
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return node.getText();
}

type Units = Map<string, Set<string>>;

/**
 * Port calls of one file, per unit: per scenario title (`kind: 'scenarios'`, a contract file)
 * or per member of the object a `create…UseCases` function returns (`kind: 'members'`, a
 * use-case file). `useCases` gives, per use-case factory name, its members' port calls, so
 * a scenario calling `useCases.clone(…)` counts the port methods `clone` calls.
 */
function portCallsOf(path: string, ports: ReadonlyMap<string, string>, kind: 'scenarios' | 'members', useCases: ReadonlyMap<string, Units>): Units {
  const file = parse(path);
  // Names that denote a port in this file: the keys themselves, plus annotated and bound names.
  const names = new Map<string, string>(REMOTE_PORTS.map((port) => [port, port]));
  // Names that denote use cases (`const useCases = () => createXUseCases(…)`): name → factory.
  const useCaseNames = new Map<string, string>();
  const portOfType = new Map([...ports].map(([port, interfaceName]) => [interfaceName, port]));
  const servicesMember = (node: ts.Expression | undefined): string | undefined => {
    if (node && ts.isPropertyAccessExpression(node) && REMOTE_PORTS.includes(node.name.text as (typeof REMOTE_PORTS)[number])) {
      const owner = node.expression;
      const ownerName = ts.isIdentifier(owner) ? owner.text : ts.isPropertyAccessExpression(owner) ? owner.name.text : undefined;
      if (ownerName === 'services' || ownerName === 'ports') return node.name.text;
    }
    return undefined;
  };
  /** `x`, `() => x` or `() => { return x; }` → x. */
  const produced = (node: ts.Expression | undefined): ts.Expression | undefined => {
    if (node && ts.isArrowFunction(node) && !ts.isBlock(node.body)) return node.body;
    return node;
  };
  const factoryOf = (node: ts.Expression | undefined): string | undefined =>
    node && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && useCases.has(node.expression.text) ? node.expression.text : undefined;
  const bindNames = (node: ts.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      const type = node.type;
      if (type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
        const port = portOfType.get(type.typeName.text);
        if (port) names.set(node.name.text, port);
      }
      if (ts.isVariableDeclaration(node)) {
        const value = produced(node.initializer);
        const port = servicesMember(value);
        if (port) names.set(node.name.text, port);
        const factory = factoryOf(value);
        if (factory) useCaseNames.set(node.name.text, factory);
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left)) {
      const port = servicesMember(node.right);
      if (port) names.set(node.left.text, port);
      const factory = factoryOf(node.right);
      if (factory) useCaseNames.set(node.left.text, factory);
    }
    node.forEachChild(bindNames);
  };
  bindNames(file);

  /** `x.method(…)` / `x().method(…)` → the port calls it makes (`port.method`, or a use case's). */
  const callsOf = (call: ts.CallExpression): string[] => {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee)) return [];
    let target = callee.expression;
    if (ts.isCallExpression(target) && target.arguments.length === 0) target = target.expression;
    const name = ts.isIdentifier(target) ? target.text : ts.isPropertyAccessExpression(target) ? target.name.text : undefined;
    const port = servicesMember(target) ?? (name === undefined ? undefined : names.get(name));
    if (port) return [`${port}.${callee.name.text}`];
    const factory = name === undefined ? undefined : useCaseNames.get(name);
    return factory ? [...(useCases.get(factory)?.get(callee.name.text) ?? [])] : [];
  };

  // Helper functions (declared outside units): their port calls and the names they use.
  interface Entry {
    calls: Set<string>;
    uses: Set<string>;
  }
  const helpers = new Map<string, Entry>();
  const collect = (body: ts.Node, into: Entry): void => {
    const walk = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) callsOf(node).forEach((call) => into.calls.add(call));
      // A helper called, or passed along (e.g. `.then(login)`), counts as used.
      if (ts.isIdentifier(node)) into.uses.add(node.text);
      node.forEachChild(walk);
    };
    walk(body);
  };
  const units = new Map<string, Entry>();
  const addUnit = (title: string, bodies: readonly ts.Node[]) => {
    const entry = units.get(title) ?? { calls: new Set<string>(), uses: new Set<string>() };
    bodies.forEach((body) => collect(body, entry));
    units.set(title, entry);
  };
  const visit = (node: ts.Node, inReturnedObject: boolean): void => {
    if (kind === 'scenarios' && ts.isCallExpression(node) && scenarioKind(node)) {
      addUnit(titleOf(node.arguments[0]), node.arguments.slice(1));
      return;
    }
    if (kind === 'members' && inReturnedObject && ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) addUnit(property.name.text, [property]);
      }
      return;
    }
    if (kind === 'members' && ts.isReturnStatement(node) && node.expression) {
      visit(node.expression, true);
      return;
    }
    const helperName =
      ts.isFunctionDeclaration(node) && node.name && !/^create\w*UseCases$/.test(node.name.text)
        ? node.name.text
        : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          ? node.name.text
          : undefined;
    if (helperName) {
      const entry = { calls: new Set<string>(), uses: new Set<string>() };
      collect(node, entry);
      helpers.set(helperName, entry);
      if (kind === 'scenarios') return;
    }
    node.forEachChild((child) => visit(child, false));
  };
  visit(file, false);

  const result: Units = new Map();
  for (const [title, entry] of units) {
    const calls = new Set(entry.calls);
    const seen = new Set<string>();
    const pending = [...entry.uses];
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      const helper = helpers.get(name);
      if (!helper) continue;
      helper.calls.forEach((call) => calls.add(call));
      pending.push(...helper.uses);
    }
    result.set(title, calls);
  }
  return result;
}

/** The port calls of each use-case factory's members (src/application/<area>/use-cases.ts). */
function useCaseCalls(root: string, ports: ReadonlyMap<string, string>): Map<string, Units> {
  const folder = join(root, 'src/application');
  const factories = new Map<string, Units>();
  for (const area of readdirSync(folder, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const path = join(folder, area.name, 'use-cases.ts');
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/export function (create\w*UseCases)\(/g)) factories.set(match[1] as string, portCallsOf(path, ports, 'members', new Map()));
  }
  return factories;
}

/** The contract files whose scenarios run on both back ends (`describe.each(…)` at the top). */
export function contractFiles(root: string): string[] {
  const folder = join(root, 'server/test/contract');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.contract.test.ts'))
    .sort()
    .map((name) => join(folder, name))
    .filter((path) => /\bdescribe\.each\(\s*(contractBackends\(\)|backends)\s*\)/.test(readFileSync(path, 'utf8')));
}

/** Every remote port method with the scenarios that run it on both back ends. */
export function portCoverage(root: string): PortMethodCoverage[] {
  const ports = remotePorts(root);
  const byCall = new Map<string, string[]>();
  const portTypes = new Map(ports.map((port) => [port.port, port.interfaceName]));
  const useCases = useCaseCalls(root, portTypes);
  for (const path of contractFiles(root)) {
    const short = relative(join(root, 'server/test/contract'), path);
    for (const [title, calls] of portCallsOf(path, portTypes, 'scenarios', useCases)) {
      for (const call of calls) byCall.set(call, [...(byCall.get(call) ?? []), `${short} › ${title}`]);
    }
  }
  return ports.flatMap((port) =>
    port.methods.map((method) => ({ port: port.port, interfaceName: port.interfaceName, method, scenarios: byCall.get(`${port.port}.${method}`) ?? [] })),
  );
}

/** docs/contract-coverage.md, from {@link portCoverage}. */
export function renderCoverage(rows: readonly PortMethodCoverage[]): string {
  const uncovered = rows.filter((row) => row.scenarios.length === 0);
  const lines = [
    '# Contract coverage of the ports',
    '',
    'Generated by `npx tsx scripts/port-coverage.ts` (rules in scripts/lib/port-coverage.ts); do not edit.',
    'scripts/lib/port-coverage.test.ts fails when this file is stale or a method has no scenario.',
    '',
    'Every method of every port of `AppServices` that talks to a back end, and the contract scenarios',
    '(server/test/contract/, each run on the fake back end and on the real server) that call it.',
    '',
    `${rows.length} methods of ${new Set(rows.map((row) => row.port)).size} ports; ${rows.length - uncovered.length} run on both back ends, ${uncovered.length} not.`,
    '',
  ];
  let port = '';
  for (const row of rows) {
    if (row.port !== port) {
      port = row.port;
      lines.push(`## \`${row.port}\` (${row.interfaceName})`, '', '| method | scenarios |', '|---|---|');
    }
    const cell = row.scenarios.length === 0 ? '**none**' : row.scenarios.map((scenario) => scenario.replaceAll('|', '\\|')).join('<br>');
    lines.push(`| \`${row.method}\` | ${cell} |`);
    const next = rows[rows.indexOf(row) + 1];
    if (!next || next.port !== port) lines.push('');
  }
  return lines.join('\n');
}
