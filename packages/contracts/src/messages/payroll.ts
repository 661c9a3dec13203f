import type { Same } from './compose';

/**
 * Server messages of payroll (the calculator now; runs and locks later).
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const payrollEn = {
  validation: {
    payroll: {
      month_format: '{{field}} must be a month written YYYY-MM, like 2026-07',
      min_0: '{{field}} must be 0 or more',
      too_big: '{{field}} is too large',
      choice: 'Choose one of the options for {{field}}',
      hours_max: 'At most 300 hours of one overtime type in a month',
      quarter_hours: 'Hours are counted in quarter hours (0.25, 0.5, 0.75)',
      standard_hours_range: 'Standard hours must be between 1 and 744 a month',
      overtime_types_once: 'Each overtime type can be given once',
    },
  },
  errors: {
    payroll_locked: 'The payroll of {{month}} is locked: unlock it before running it again.',
    payroll_already_locked: 'The payroll of {{month}} is already locked.',
    payroll_not_locked: 'The payroll of {{month}} is not locked.',
    payslip_not_available: "No payslip of {{month}} yet: it is shown once the month's payroll is locked.",
    net_unreachable: 'No salary up to 10,000,000,000 gives this net pay under the rules of {{month}}.',
  },
  success: {
    payroll: { locked: 'Month locked', unlocked: 'Month unlocked' },
  },
  jobs: {
    payroll_run: {
      computing: 'Computing {{done}} of {{total}} people',
      writing: 'Saving the payroll of {{total}} people',
    },
  },
  fields: {
    department_ids: 'Departments',
    amount: 'Amount',
    insurance_salary: 'Insurance salary',
    dependants: 'Dependants',
    tax_type: 'Tax type',
    insured: 'Insured',
    overtime: 'Overtime',
    hours: 'Hours',
    standard_hours: 'Standard hours',
  },
};

export const payrollJa: Same<typeof payrollEn> = {
  validation: {
    payroll: {
      month_format: '{{field}}は2026-07のようにYYYY-MM形式で入力してください',
      min_0: '{{field}}は0以上で入力してください',
      too_big: '{{field}}が大きすぎます',
      choice: '{{field}}は選択肢から選んでください',
      hours_max: '1種類の残業は月300時間までです',
      quarter_hours: '時間は15分（0.25時間）単位で入力してください',
      standard_hours_range: '所定時間は月1〜744時間で入力してください',
      overtime_types_once: '同じ残業種類は1回だけ指定できます',
    },
  },
  errors: {
    payroll_locked: '{{month}}の給与は締められています。再計算するには締めを解除してください。',
    payroll_already_locked: '{{month}}の給与はすでに締められています。',
    payroll_not_locked: '{{month}}の給与は締められていません。',
    payslip_not_available: '{{month}}の給与明細はまだありません。給与が締められると表示されます。',
    net_unreachable: '{{month}}のルールでは、10,000,000,000以下のどの給与でもこの手取額になりません。',
  },
  success: {
    payroll: { locked: '月を締めました', unlocked: '締めを解除しました' },
  },
  jobs: {
    payroll_run: {
      computing: '{{total}}人中{{done}}人を計算しています',
      writing: '{{total}}人の給与を保存しています',
    },
  },
  fields: {
    department_ids: '部署',
    amount: '金額',
    insurance_salary: '保険算定給与',
    dependants: '扶養家族数',
    tax_type: '税区分',
    insured: '保険加入',
    overtime: '残業',
    hours: '時間',
    standard_hours: '所定時間',
  },
};

export const payrollVi: Same<typeof payrollEn> = {
  validation: {
    payroll: {
      month_format: '{{field}} phải là tháng dạng YYYY-MM, ví dụ 2026-07',
      min_0: '{{field}} phải từ 0 trở lên',
      too_big: '{{field}} quá lớn',
      choice: 'Hãy chọn một giá trị cho {{field}}',
      hours_max: 'Mỗi loại làm thêm tối đa 300 giờ một tháng',
      quarter_hours: 'Số giờ tính theo bội số 15 phút (0,25, 0,5, 0,75)',
      standard_hours_range: 'Số giờ chuẩn phải từ 1 đến 744 một tháng',
      overtime_types_once: 'Mỗi loại làm thêm chỉ được nhập một lần',
    },
  },
  errors: {
    payroll_locked: 'Bảng lương tháng {{month}} đã khóa: hãy mở khóa trước khi tính lại.',
    payroll_already_locked: 'Bảng lương tháng {{month}} đã được khóa.',
    payroll_not_locked: 'Bảng lương tháng {{month}} chưa được khóa.',
    payslip_not_available:
      'Chưa có phiếu lương tháng {{month}}: phiếu lương hiển thị khi bảng lương của tháng đã khóa.',
    net_unreachable: 'Không có mức lương nào đến 10.000.000.000 cho ra số thực nhận này theo quy định của {{month}}.',
  },
  success: {
    payroll: { locked: 'Đã khóa tháng', unlocked: 'Đã mở khóa tháng' },
  },
  jobs: {
    payroll_run: {
      computing: 'Đang tính {{done}} trên {{total}} người',
      writing: 'Đang lưu bảng lương của {{total}} người',
    },
  },
  fields: {
    department_ids: 'Phòng ban',
    amount: 'Số tiền',
    insurance_salary: 'Lương đóng bảo hiểm',
    dependants: 'Người phụ thuộc',
    tax_type: 'Loại thuế',
    insured: 'Tham gia bảo hiểm',
    overtime: 'Làm thêm giờ',
    hours: 'Số giờ',
    standard_hours: 'Số giờ chuẩn',
  },
};
