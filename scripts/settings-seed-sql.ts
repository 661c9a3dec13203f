/** Prints the seed part of migration 0006 (statutory setting versions, holidays 2026 and 2027): node --import tsx scripts/settings-seed-sql.ts */
import { STATUTORY, SETTING_KINDS } from '@hr/contracts';
import { seedHolidays } from '../apps/api/src/lib/vn-holidays';
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const lines: string[] = [
  '-- Statutory history of the settings (packages/contracts/src/settings-statutory.ts; a test checks they match)',
];
for (const kind of SETTING_KINDS)
  for (const v of STATUTORY[kind])
    lines.push(
      `INSERT INTO "setting_versions" ("kind", "effective_from", "data") VALUES (${q(kind)}, ${q(v.effective_from)}, ${q(JSON.stringify(v.data))}::jsonb) ON CONFLICT DO NOTHING;--> statement-breakpoint`,
    );
lines.push(
  "-- Vietnam's public holidays of 2026 and 2027 (apps/api/src/lib/vn-holidays.ts; lunar dates by @dqcai/vn-lunar)",
);
for (const h of seedHolidays([2026, 2027]))
  lines.push(
    `INSERT INTO "holidays" ("holiday_name", "holiday_date", "type", "repeat_year", "notes") VALUES (${q(h.holiday_name)}, ${q(h.holiday_date)}, ${h.type}, ${h.repeat_year}, ${q(h.notes)});--> statement-breakpoint`,
  );
const last = lines.pop()!.replace('--> statement-breakpoint', '');
lines.push(last);
console.log(lines.join('\n'));
