import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to do each thing, and the floors of the API (docs/adding-an-area.md "The rules the tests keep"): these
 * tests read the source as text, so they fail the moment a second way or an import back up is written.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** Every non-test source file under a folder of src/, as [path relative to src, text]. */
function sourcesUnder(folder: string): [string, string][] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'test' ? [] : walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.fuzz.ts')
        ? [full]
        : [];
    });
  return walk(path.join(SRC, folder)).map((file) => [path.relative(SRC, file), fs.readFileSync(file, 'utf8')]);
}
const everySource = () => sourcesUnder('.');

/** The relative imports of a file, resolved to paths relative to src (without extension). */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^;]*?from '(\.[^']+)'/g)].map(([, target]) =>
    path.relative(SRC, path.resolve(SRC, path.dirname(file), target!)),
  );
}

/** The circles of a directed graph (depth-first search: a node still on the path met again closes one). */
function circlesOf(edges: Map<string, Set<string>>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') circles.push([...trail, node, next].slice(trail.indexOf(next)).join(' -> '));
      else if (!state.has(next)) visit(next, [...trail, node]);
    }
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node, []);
  return circles;
}

/** Runs a statement on a database handle: what only repositories and the listed infrastructure may write. */
const QUERY = /\b(db|tx|executor|trx|pool|client)\.(select|insert|update|delete|execute|query)\(|from 'drizzle-orm'/;

/**
 * Files outside repositories that may run statements, each for a reason: the database layer itself, the start-up,
 * backup and restore, the audit log every area writes, the read scopes' conditions, the shared list anchors, the job queue's status rows, the
 * session check of every request, the sign-in limiter (rate-limiter-flexible's store) and the health check.
 */
const QUERY_INFRASTRUCTURE = [
  /^db\//,
  /^ops\//,
  /^bootstrap\.ts$/,
  /^lib\/audit\.ts$/,
  /^lib\/access\.ts$/,
  /^lib\/page-anchors\.ts$/,
  /^lib\/jobs\/(rows|boss-db)\.ts$/,
  /^plugins\/auth\.ts$/,
  /^modules\/auth\/login-limiter\.ts$/,
  /^modules\/health\/health\.service\.ts$/,
];

describe('module boundaries', () => {
  it("a module imports another module only through that module's public face, <area>.api.ts", () => {
    const crossings = sourcesUnder('modules').flatMap(([file, text]) => {
      const own = file.split('/')[1];
      return importsOf(file, text)
        .filter((target) => target.startsWith('modules/') && target.split('/')[1] !== own)
        .filter((target) => {
          const [, area, name] = target.split('/');
          return name !== `${area}.api`;
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('the lower floors (db, lib, plugins) never import a module, the start-up or the app', () => {
    const upward = ['db', 'lib', 'plugins'].flatMap((floor) =>
      sourcesUnder(floor).flatMap(([file, text]) =>
        importsOf(file, text)
          .filter((target) => /^(modules\/|app$|areas$|bootstrap$|server$)/.test(target))
          .map((target) => `${file} -> ${target}`),
      ),
    );
    expect(upward).toEqual([]);
  });

  it('the database layer is the ground floor: db imports nothing of lib, plugins or the modules', () => {
    const upward = sourcesUnder('db').flatMap(([file, text]) =>
      importsOf(file, text)
        .filter((target) => !target.startsWith('db/') && !target.startsWith('..'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('no two modules import each other, directly or round a longer circle', () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, text] of sourcesUnder('modules')) {
      const own = file.split('/')[1]!;
      for (const target of importsOf(file, text)) {
        const area = target.startsWith('modules/') ? target.split('/')[1]! : undefined;
        if (area && area !== own) edges.set(own, (edges.get(own) ?? new Set()).add(area));
      }
    }
    expect(circlesOf(edges)).toEqual([]);
  });

  it('no two files import each other, directly or round a longer circle', () => {
    const edges = new Map<string, Set<string>>();
    const known = new Set(everySource().map(([file]) => file.replace(/\.ts$/, '')));
    for (const [file, text] of everySource()) {
      const targets = importsOf(file, text).map((target) => (known.has(target) ? target : `${target}/index`));
      edges.set(file.replace(/\.ts$/, ''), new Set(targets.filter((target) => known.has(target))));
    }
    expect(circlesOf(edges)).toEqual([]);
  });

  it('route files hold no queries: handlers translate between HTTP and a service', () => {
    const offenders = sourcesUnder('modules')
      .filter(([file]) => file.endsWith('.routes.ts'))
      .filter(([, text]) => QUERY.test(text) || /\.repository'/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('statements run only in repositories and the listed infrastructure', () => {
    const offenders = everySource()
      .filter(([file]) => !file.endsWith('.repository.ts') && !file.startsWith('db/schema/'))
      .filter(([file]) => !QUERY_INFRASTRUCTURE.some((allowed) => allowed.test(file)))
      .filter(([, text]) => QUERY.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('every module registers itself with an <area>.area.ts listed once in areas.ts', () => {
    const modules = fs.readdirSync(MODULES).filter((name) => fs.statSync(path.join(MODULES, name)).isDirectory());
    const missing = modules.filter((name) => !fs.existsSync(path.join(MODULES, name, `${name}.area.ts`)));
    expect(missing).toEqual([]);
    const areas = fs.readFileSync(path.join(SRC, 'areas.ts'), 'utf8');
    const listed = modules.filter((name) => areas.includes(`'./modules/${name}/${name}.area'`));
    expect(listed).toEqual(modules);
  });
});

describe('one way to do each thing', () => {
  const all = () => everySource();

  it('one Executor type (db/client.ts)', () => {
    const declared = all()
      .filter(([, text]) => /export type Executor\b|export type \{ Executor \}/.test(text))
      .map(([file]) => file);
    expect(declared).toEqual(['db/client.ts']);
  });

  it('one way to register a route family: through an area, never from app.ts directly', () => {
    const app = fs.readFileSync(path.join(SRC, 'app.ts'), 'utf8');
    expect(app).not.toMatch(/from '\.\/modules\//);
  });
});
