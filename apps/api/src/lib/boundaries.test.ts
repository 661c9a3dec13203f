import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../modules');

/** Every source file of every module, as [module, file, text]. */
function sources(): [string, string, string][] {
  return fs.readdirSync(MODULES).flatMap((module) =>
    fs
      .readdirSync(path.join(MODULES, module))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file): [string, string, string] => [
        module,
        file,
        fs.readFileSync(path.join(MODULES, module, file), 'utf8'),
      ]),
  );
}

describe('module boundaries', () => {
  it('a module reaches another only through its exported service functions, never its repository or routes', () => {
    const crossings = sources().flatMap(([module, file, text]) =>
      // Type-only imports carry no code (the shared executor type is issue 7's to move into one place).
      [...text.matchAll(/import\s+(type\s+)?[^;]*?from '\.\.\/([\w-]+)\/([\w.-]+)'/g)]
        .filter(([, typeOnly, other, target]) => !typeOnly && other !== module && !target!.endsWith('.service'))
        .map(([, , other, target]) => `${module}/${file} -> ${other}/${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('route files hold no queries: handlers translate between HTTP and a service', () => {
    const offenders = sources()
      .filter(([, file]) => file.endsWith('.routes.ts'))
      .filter(([, , text]) => /from 'drizzle-orm'|\.repository'|db\.(select|insert|update|delete|execute)\(/.test(text))
      .map(([module, file]) => `${module}/${file}`);
    // The avatar route (issue 19) is the one left to its owner.
    expect(offenders.filter((file) => !file.endsWith('avatar.routes.ts'))).toEqual([]);
  });
});
