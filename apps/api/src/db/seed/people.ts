import { GENDERS, type RoleId } from '@hr/contracts';
import { JAPANESE, toAscii, VIETNAMESE } from './names';
import type { Random } from './random';

export type GeneratedPerson = {
  alias_id: string;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  gender: number;
  phone_number: string;
  dob: string;
  date_of_join: string;
  role_id: RoleId;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const date = (random: Random, fromYear: number, toYear: number) =>
  `${random.int(fromYear, toYear)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;

/**
 * One generated person. Names follow the specification's split: first_name is the part before the first space,
 * last_name the rest ("Nguyễn Văn An" -> "Nguyễn" + "Văn An"). Japanese staff are written family name first too.
 */
export function generatePerson(
  random: Random,
  index: number,
  roleId: RoleId,
  japanese: boolean,
  emailDomain: string,
): GeneratedPerson {
  const female = random.chance(0.5);
  let family: string;
  let rest: string;
  if (japanese) {
    family = random.pick(JAPANESE.families);
    rest = random.pick(female ? JAPANESE.female : JAPANESE.male);
  } else {
    const parts = female ? VIETNAMESE.female : VIETNAMESE.male;
    family = random.pick(VIETNAMESE.families);
    rest = `${random.pick(parts.middles)} ${random.pick(parts.givens)}`;
  }
  const given = rest.split(' ').at(-1) ?? rest;
  const username = `${toAscii(given)}.${toAscii(family)}${index}`;
  // Most factory employees have no company e-mail address.
  const hasEmail = roleId !== 9 || random.chance(0.3);
  const prefix = random.pick(['9', '8', '3', '7']);
  // Drawn to keep the generator's sequence (and so every later field) as it was; the number itself comes from the
  // index, so no two generated people share one (phone numbers are unique: migration 0009).
  random.int(0, 99_999_999);
  const subscriber = (index * 48_271 + 20_261_123) % 100_000_000;
  return {
    alias_id: `NV${pad(index, 4)}`,
    username,
    email: hasEmail ? `${username}@${emailDomain}` : null,
    first_name: family,
    last_name: rest,
    full_name: `${family} ${rest}`,
    gender: female ? GENDERS.FEMALE : GENDERS.MALE,
    phone_number: `0${prefix}${pad(subscriber, 8)}`,
    dob: date(random, 1968, 2004),
    date_of_join: date(random, 2012, 2025),
    role_id: roleId,
  };
}
