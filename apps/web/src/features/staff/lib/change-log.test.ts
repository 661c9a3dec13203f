import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeLogEntry } from '@hr/contracts';
import { LANGUAGES } from '@hr/contracts/languages';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../locales/catalog';
import { actionLabel, changeLines, changeValue } from './change-log';

async function tOf(lng: (typeof LANGUAGES)[number]): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: CATALOG[lng] },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
const entry = (action: string, changes: ChangeLogEntry['changes']): ChangeLogEntry => ({
  id: 1,
  at: '2026-07-01T01:00:00Z',
  action,
  entity: 'user',
  actor_id: 1,
  actor_name: 'HR',
  changes,
});

describe('change log of a staff record', () => {
  it('shows money, rates, days, choices and yes/no as the screens do', async () => {
    const t = await tOf('en');
    expect(changeValue(t, 'basic_salary', '12000000')).toBe('12.000.000 VND');
    expect(changeValue(t, 'salary_rate', '99.5')).toBe('99,5%');
    expect(changeValue(t, 'date_of_join', '2024-03-01')).toBe('2024/03/01');
    expect(changeValue(t, 'union_member', 'true')).toBe('Yes');
    expect(changeValue(t, 'applicable_tax_type', '2')).toBe('Progressive');
    expect(changeValue(t, 'phone_number', '0901234567')).toBe('0901234567');
    expect(changeValue(t, 'phone_number', null)).toBe('—');
    // Codes by their names: a role change reads "Employee → ICT", not "9 → 1".
    expect(changeValue(t, 'role_id', '1')).toBe('ICT');
    expect(changeValue(t, 'gender', '2')).toBe('Female');
    expect(changeValue(t, 'status', '2')).toBe('Official');
  });

  it('shows a saved pay configuration by its labelled fields, without ids or timestamps, never as JSON', async () => {
    const t = await tOf('en');
    const saved = JSON.stringify({
      id: 7,
      effective_date: '2026-01-01',
      basic_salary: 12000000,
      salary_rate: 100,
      allowances: [{ id: 3, allowances_code: 'MEAL', quantity: 730000, allowance_method: 2 }],
      created_at: '2026-01-02T03:04:05Z',
    });
    expect(changeValue(t, 'pay_config', saved)).toBe(
      'Effective date: 2026/01/01, Basic salary: 12.000.000 VND, Salary rate: 100%, ' +
        'Allowances: Allowance code: MEAL, Amount: 730.000 VND, Method: Per month',
    );
    expect(changeValue(t, 'allowances', '[]')).toBe('—');
  });

  it('names a sign-in by its action, its address as an IP address and its browser, in ja and vi too', async () => {
    const signIn = entry('login_succeeded', [
      { field: 'address', before: null, after: '203.0.113.9' },
      { field: 'user_agent', before: null, after: 'Firefox' },
    ]);
    const en = await tOf('en');
    expect(actionLabel(en, signIn.action)).toBe('Signed in');
    expect(changeLines(en, signIn).map((l) => l.text)).toEqual(['IP address: — → 203.0.113.9', 'Browser: — → Firefox']);
    const ja = await tOf('ja');
    expect(changeLines(ja, signIn)[0]?.text).toMatch(/^IPアドレス/);
    expect(changeLines(ja, signIn)[0]?.text).not.toMatch(/住所/);
    // The postal address of the general tab keeps its own label.
    expect(changeLines(ja, entry('update_base', [{ field: 'address', before: 'A', after: 'B' }]))[0]?.text).toMatch(
      /^住所/,
    );
    expect(actionLabel(await tOf('vi'), 'login_failed')).toBe('Đăng nhập thất bại');
  });

  it('leaves out the bookkeeping fields of a change (id, version, created_at, user_id)', async () => {
    const t = await tOf('en');
    const lines = changeLines(
      t,
      entry('update_base', [
        { field: 'id', before: '1', after: '2' },
        { field: 'version', before: '1', after: '2' },
        { field: 'created_at', before: null, after: '2026-01-01T00:00:00Z' },
        { field: 'user_id', before: null, after: '5' },
        { field: 'full_name', before: 'An Nguyen', after: 'An Tran' },
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(['Full name: An Nguyen → An Tran']);
  });

  it('every action the API audits about a person has a label in en, ja and vi', async () => {
    const api = join(__dirname, '../../../../../api/src');
    const files = [
      ...['modules/auth', 'modules/users', 'modules/staff'].flatMap((dir) =>
        readdirSync(join(api, dir))
          .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
          .map((f) => join(api, dir, f)),
      ),
      join(api, 'bootstrap.ts'),
    ];
    const actions = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:action: |logSignIn\()'([a-z_]+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(actions.size).toBeGreaterThan(15);
    for (const lng of LANGUAGES) {
      const t = await tOf(lng);
      const missing = [...actions].filter((a) => actionLabel(t, a) === t('staff:change_actions.other'));
      expect(missing, lng).toEqual([]);
    }
  });
});
