import type { Same } from './compose';

/**
 * Server messages of departments (and the work plan form shown on a department).
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const departmentsEn = {
  validation: {
    department_code_required: 'Department ID has not been entered',
    department_code_too_long: 'Department ID must be at most 32 characters',
    department_code_chars: 'Department ID may contain only letters A-Z, digits, dot, hyphen and underscore',
    department_code_taken: 'This department ID is already used by another department',
    department_name_required: 'Department name has not been entered',
    department_name_too_long: 'Department name must be at most 128 characters',
    department_type_required: 'Department type has not been entered',
    department_type_unknown: 'This department type does not exist',
    department_shifts_required: 'Choose at least one shift group',
    department_shifts_unknown: 'One of the chosen shift groups does not exist',
  },
  errors: {
    department_id_exists: 'This department ID is already used by another department.',
    department_has_users_one:
      'This department still has {{count}} person. Move them to another department before deleting it.',
    department_has_users_other:
      'This department still has {{count}} people. Move them to another department before deleting it.',
    department_has_history:
      'Shift assignments, work plans or records of former staff still refer to this department (history), so it cannot be deleted.',
    working_time_period: 'Please check working time period!',
  },
  fields: {
    department_type_id: 'Department type',
    shift_ids: 'Shift groups',
    department_name: 'Department name',
    q: 'Search text',
  },
};

export const departmentsJa: Same<typeof departmentsEn> = {
  validation: {
    department_code_required: '部署IDが入力されていません',
    department_code_too_long: '部署IDは32文字以内で入力してください',
    department_code_chars: '部署IDには半角英数字、ドット、ハイフン、アンダースコアのみ使用できます',
    department_code_taken: 'この部署IDは他の部署で使用されています',
    department_name_required: '部署名が入力されていません',
    department_name_too_long: '部署名は128文字以内で入力してください',
    department_type_required: '部署種別が入力されていません',
    department_type_unknown: 'この部署種別は存在しません',
    department_shifts_required: 'シフトグループを1つ以上選択してください',
    department_shifts_unknown: '選択したシフトグループの中に存在しないものがあります',
  },
  errors: {
    department_id_exists: 'この部署IDは他の部署で使用されています。',
    department_has_users_other:
      'この部署にはまだ{{count}}人の社員が所属しています。削除する前に他の部署へ異動させてください。',
    department_has_history:
      'シフト割り当て・勤務計画・退職した社員の記録（履歴）がこの部署を参照しているため、削除できません。',
    working_time_period: '勤務時間帯を確認してください！',
  },
  fields: {
    department_type_id: '部署種別',
    shift_ids: 'シフトグループ',
    department_name: '部署名',
    q: '検索文字列',
  },
};

export const departmentsVi: Same<typeof departmentsEn> = {
  validation: {
    department_code_required: 'Chưa nhập mã phòng ban',
    department_code_too_long: 'Mã phòng ban tối đa 32 ký tự',
    department_code_chars: 'Mã phòng ban chỉ được chứa chữ cái A-Z, chữ số, dấu chấm, gạch ngang và gạch dưới',
    department_code_taken: 'Mã phòng ban này đã được phòng ban khác sử dụng',
    department_name_required: 'Chưa nhập tên phòng ban',
    department_name_too_long: 'Tên phòng ban tối đa 128 ký tự',
    department_type_required: 'Chưa chọn loại phòng ban',
    department_type_unknown: 'Loại phòng ban này không tồn tại',
    department_shifts_required: 'Hãy chọn ít nhất một nhóm ca',
    department_shifts_unknown: 'Có nhóm ca đã chọn không tồn tại',
  },
  errors: {
    department_id_exists: 'Mã phòng ban này đã được phòng ban khác sử dụng.',
    department_has_users_other:
      'Phòng ban này vẫn còn {{count}} nhân viên. Hãy chuyển họ sang phòng ban khác trước khi xóa.',
    department_has_history:
      'Phân ca, kế hoạch làm việc hoặc hồ sơ nhân viên đã nghỉ việc (lịch sử) vẫn gắn với phòng ban này nên không thể xóa.',
    working_time_period: 'Vui lòng kiểm tra khoảng thời gian làm việc!',
  },
  fields: {
    department_type_id: 'Loại phòng ban',
    shift_ids: 'Ca làm việc',
    department_name: 'Tên phòng ban',
    q: 'Nội dung tìm kiếm',
  },
};
