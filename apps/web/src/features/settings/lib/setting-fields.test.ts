import { defaultSalaryVersion, type SettingKind, taxInsuranceVersion, workScheduleVersion } from '@hr/contracts';
import { LANGUAGES } from '@hr/contracts/languages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATALOG } from '../../../locales/catalog';
import { SETTING_FIELDS } from './setting-fields';

const ANSWERS: Record<SettingKind, z.ZodType> = {
  default_salary: defaultSalaryVersion,
  tax_insurance: taxInsuranceVersion,
  work_schedule: workScheduleVersion,
};

/** Every leaf field of an answer schema as `a.b` / `list[].field`, wrappers (optional, nullable) looked through. */
function leafPaths(schema: z.ZodType, path = ''): string[] {
  const def = schema.def as unknown as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    innerType?: z.ZodType;
  };
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => leafPaths(inner, path ? `${path}.${key}` : key));
  }
  if (def.type === 'array') return leafPaths(def.element!, `${path}[]`);
  if (def.innerType) return leafPaths(def.innerType, path);
  return [path];
}

describe('the table of settings fields (label and format of every figure a version answers)', () => {
  for (const kind of Object.keys(ANSWERS) as SettingKind[]) {
    it(`${kind}: every field of the answer schema has a label and a format kind, and nothing else is listed`, () => {
      const paths = leafPaths(ANSWERS[kind]);
      expect(paths.length).toBeGreaterThan(10);
      expect(paths.filter((p) => !SETTING_FIELDS[kind][p])).toEqual([]);
      expect(Object.keys(SETTING_FIELDS[kind]).filter((p) => !paths.includes(p))).toEqual([]);
    });
  }

  it('every shown field has its own label in en, ja and vi (no key left, no two fields under one label)', async () => {
    for (const lng of LANGUAGES) {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng,
        resources: { [lng]: CATALOG[lng] },
        fallbackLng: false,
        interpolation: { escapeValue: false },
      });
      for (const [kind, fields] of Object.entries(SETTING_FIELDS)) {
        const shown = Object.entries(fields).filter(([, spec]) => spec.kind !== 'internal');
        const labels = shown.map(([path, spec]) => [path, spec.label(i18n.t)] as const);
        for (const [path, label] of labels) {
          expect(label, `${lng} ${kind} ${path}`).not.toMatch(/settings:|messages:|^$|_/);
        }
        // List rows (brackets, milestones, overtime types) are told apart by their place, the rest by their label.
        const single = labels.filter(([path]) => !path.includes('[]')).map(([, label]) => label);
        expect(
          single.filter((l, i) => single.indexOf(l) !== i),
          `${lng} ${kind}`,
        ).toEqual([]);
      }
    }
  });
});
