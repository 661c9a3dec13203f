import type { Language } from '@hr/contracts';

/**
 * The demo company's names in each language. Names are data a company types in, one per row in the language it
 * works in: the demo is written once, at the first start, in DEMO_LANGUAGE (docs/spec-decisions.md), and from then
 * on it is the company's data like any other (renaming it is an HR officer's job, not a translation).
 */
type Names = Record<Language, string>;

export const DEMO_TYPE_NAMES = {
  administration: { en: 'Administration', ja: '管理部門', vi: 'Khối văn phòng' },
  production: { en: 'Production', ja: '製造部門', vi: 'Khối sản xuất' },
  sales: { en: 'Sales', ja: '営業部門', vi: 'Khối kinh doanh' },
} satisfies Record<string, Names>;

export const DEMO_SHIFT_NAMES = {
  office: {
    name: { en: 'Office hours', ja: '日勤（事務）', vi: 'Giờ hành chính' },
    description: {
      en: 'Monday to Friday office work',
      ja: '月曜から金曜の事務勤務',
      vi: 'Làm việc văn phòng thứ Hai đến thứ Sáu',
    },
  },
  morning: {
    name: { en: 'Morning shift', ja: '早番', vi: 'Ca sáng' },
    description: { en: 'Factory first shift', ja: '工場の第1シフト', vi: 'Ca một của nhà máy' },
  },
  afternoon: {
    name: { en: 'Afternoon shift', ja: '遅番', vi: 'Ca chiều' },
    description: { en: 'Factory second shift', ja: '工場の第2シフト', vi: 'Ca hai của nhà máy' },
  },
  night: {
    name: { en: 'Night shift', ja: '夜勤', vi: 'Ca đêm' },
    description: {
      en: 'Overnight: ends the next morning',
      ja: '夜通しの勤務（翌朝終了）',
      vi: 'Làm qua đêm: kết thúc sáng hôm sau',
    },
  },
} satisfies Record<string, { name: Names; description: Names }>;

/** By department ID (the code stays the same in every language: it is what people and imports refer to). */
export const DEMO_DEPARTMENT_NAMES = {
  BOD: { en: 'Board of Directors', ja: '取締役会', vi: 'Ban Giám đốc' },
  ICT: { en: 'Information Technology', ja: '情報システム部', vi: 'Phòng Công nghệ thông tin' },
  HR: { en: 'Human Resources', ja: '人事部', vi: 'Phòng Nhân sự' },
  ACC: { en: 'Accounting', ja: '経理部', vi: 'Phòng Kế toán' },
  SAL: { en: 'Sales', ja: '営業部', vi: 'Phòng Kinh doanh' },
  PRA: { en: 'Production Line A', ja: '製造ラインA', vi: 'Dây chuyền sản xuất A' },
  PRB: { en: 'Production Line B', ja: '製造ラインB', vi: 'Dây chuyền sản xuất B' },
  QC: { en: 'Quality Control', ja: '品質管理部', vi: 'Phòng Quản lý chất lượng' },
} satisfies Record<string, Names>;

export type DemoTypeKey = keyof typeof DEMO_TYPE_NAMES;
export type DemoShiftKey = keyof typeof DEMO_SHIFT_NAMES;
export type DemoDepartmentCode = keyof typeof DEMO_DEPARTMENT_NAMES;
