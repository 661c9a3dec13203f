import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(SRC, 'features');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('web feature boundaries', () => {
  it('no feature imports another feature: shared things live in lib/ and components/', () => {
    const crossings = fs.readdirSync(FEATURES).flatMap((feature) =>
      files(path.join(FEATURES, feature)).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
          .map(([, target]) => target!)
          .filter((target) => target.startsWith('.'))
          .map((target) => path.resolve(path.dirname(file), target))
          .filter((target) => target.startsWith(FEATURES) && !target.startsWith(path.join(FEATURES, feature)))
          .map((target) => `${path.relative(FEATURES, file)} -> ${path.relative(FEATURES, target)}`),
      ),
    );
    expect(crossings).toEqual([]);
  });

  it('imports go down the floors: features never import app/; lib/, components/ and locales/ import neither', () => {
    const above: Record<string, string[]> = {
      features: ['app'],
      lib: ['app', 'features'],
      components: ['app', 'features'],
      locales: ['app', 'features', 'components'],
    };
    const upward = Object.entries(above).flatMap(([floor, higher]) =>
      files(path.join(SRC, floor)).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'|import\('([^']+)'\)/g)]
          .map(([, from, dynamic]) => (from ?? dynamic)!)
          .filter((target) => target.startsWith('.'))
          .map((target) => path.relative(SRC, path.resolve(path.dirname(file), target)))
          .filter((target) => higher.includes(target.split(path.sep)[0]!))
          .map((target) => `${path.relative(SRC, file)} -> ${target}`),
      ),
    );
    expect(upward).toEqual([]);
  });

  it('zod issues become texts in lib/zod-form.ts only (one path from a rule to its message on a form)', () => {
    const elsewhere = files(SRC)
      .filter((file) => file !== path.join(SRC, 'lib', 'zod-form.ts') && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\.issues\b|issueMessageKey/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(elsewhere).toEqual([]);
  });

  it("icons come from components/icons.tsx, where they are hidden from screen readers (no English icon name in a button's name)", () => {
    const direct = files(SRC)
      .filter((file) => file !== path.join(SRC, 'components', 'icons.tsx'))
      .filter((file) => /from '@ant-design\/icons'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(direct).toEqual([]);
  });
});
