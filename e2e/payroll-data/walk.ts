import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi, buttonNamed, confirmDialog, formItem, pickOption, runTag, tableRows } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectHidden, expectVisible } from '../support/browser';
import { createUser, setOwnShift } from '../support/db';
import { counted, type Language, TEXTS } from '../support/texts';
import { type At, checkPage, expectRowActionsInView, WAIT, visit } from '../support/walk';

/** A bonus entry and a shift change of a new person, made through the API, for the detail pages. */
async function seed() {
  const tag = runTag();
  const person = await createUser({ lastName: `Walk ${tag}`, staffRecord: true });
  await setOwnShift(person.id, 'Morning shift');
  const name = `Walk bonus ${tag}`;
  const component = await adminApi<{ id: number }>('POST', 'salary_component', {
    salary_component_type: 'bonus',
    salary_component_name_vie: name,
    salary_component_name_jp: name,
    application_method: 3,
    apply_by_formula: 'month',
    tax_calculation: 2,
    tax_free_amount: 100_000,
    attendance_condition: 0,
    overtime_condition: 1,
    minimum_number_days: 20,
    scope_of_application: 1,
  });
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await adminApi('POST', 'management-bonus', {
    salary_component_id: component.id,
    date,
    value: 1_500_000,
    user_ids: [person.id],
  });
  const entries = await adminApi<{ items: { id: number }[] }>(
    'GET',
    `management-bonus/search?alias_id=${person.staffId}`,
  );
  const shifts = await adminApi<{ id: number; name: string }[]>('GET', 'get-shifts');
  const shift = (label: string) => shifts.find((s) => s.name === label)!.id;
  const change = await adminApi<{ id: number }>('POST', 'shift_change', {
    user_id: person.id,
    shift_id: shift('Morning shift'),
    shift_id_change: shift('Night shift'),
    date_change: date,
    reason: 'Walk',
  });
  return { person, name, entry: entries.items[0]!.id, change: change.id };
}

/**
 * The payroll data screens (issue 29) for the screen walk (a11y/screens.e2e.ts): the bonus list with its delete
 * confirmation, the bonus form with a component chosen (summary and staff picker), an entry's detail, the deduction
 * list and form, the shift-change list, form and detail. The administrator is signed in; `at` names the place.
 */
export async function walkPayrollDataScreens(page: Page, language: Language, width: Width, at: At): Promise<void> {
  const t = TEXTS[language].payrollData;
  const data = await seed();

  await visit(page, `/payroll-data/bonus-list?alias_id=${data.person.staffId}`);
  await checkPage(page, at('/payroll-data/bonus-list'), t.list.title_bonus);
  await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
  if (width === 'phone') await expectRowActionsInView(page, at('/payroll-data/bonus-list'));
  await tableRows(page).first().locator('.ant-checkbox-input').check();
  await buttonNamed(page, counted(t.list, 'delete_selected', language, 1)).click();
  const ask = confirmDialog(page, t.delete_confirm.title);
  await expectVisible(ask);
  await checkScreen(page, at('/payroll-data/bonus-list delete confirmation'));
  await page.keyboard.press('Escape');
  await expectHidden(ask);

  await visit(page, `/payroll-data/bonus/${data.entry}`);
  await checkPage(page, at('/payroll-data/bonus/{id}'), t.form.detail_bonus);

  await visit(page, '/payroll-data/bonus/create');
  await checkPage(page, at('/payroll-data/bonus/create'), t.form.create_bonus);
  await pickOption(page, formItem(page, t.form.component_bonus).locator('.ant-select'), data.name);
  await expectVisible(page.getByText(t.summary.title));
  await checkScreen(page, at('/payroll-data/bonus/create with a component'));

  await visit(page, '/payroll-data/deduction-list');
  await checkPage(page, at('/payroll-data/deduction-list'), t.list.title_deduction);
  await visit(page, '/payroll-data/deduction/create');
  await checkPage(page, at('/payroll-data/deduction/create'), t.form.create_deduction);

  await visit(page, `/payroll-data/shift-change?alias_id=${data.person.staffId}`);
  await checkPage(page, at('/payroll-data/shift-change'), t.shift.title);
  if (width === 'phone') await expectRowActionsInView(page, at('/payroll-data/shift-change'));
  await visit(page, '/payroll-data/shift-change/create');
  await checkPage(page, at('/payroll-data/shift-change/create'), t.shift.create);
  await visit(page, `/payroll-data/shift-change/${data.change}`);
  await checkPage(page, at('/payroll-data/shift-change/{id}'), t.shift.detail);
}
