import type { Same } from './compose';

/**
 * Server messages of groups inside a department.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const departmentGroupsEn = {
  validation: {
    group_code_chars:
      'Group code may contain only letters A-Z, a-z, digits 0-9, dot (.), hyphen (-) and underscore (_)',
    group_name_chars:
      'Group name may contain only letters, digits, dot (.), hyphen (-), underscore (_) and single spaces between words',
    group_members_required: 'The group must have at least 1 member',
    group_leader_required: 'Please choose a group leader',
    group_leader_not_member: "The group leader must be one of the group's members",
  },
  errors: {
    group_code_exits: 'The group name or code already exists. Please enter another value.',
    user_in_other_group: 'Already in another group: {{names}}. Move them to this group?',
    group_leader_moves:
      'These people lead another group and cannot be moved until that group has another leader: {{names}}',
    group_members_not_in_department: 'Not active staff of this department: {{names}}',
  },
  fields: {
    group_code: 'Group code',
    group_name: 'Group name',
    members: 'Members',
    group_leader: 'Group leader',
    confirm_move: 'Move confirmation',
    departmentId: 'Department',
  },
};

export const departmentGroupsJa: Same<typeof departmentGroupsEn> = {
  validation: {
    group_code_chars:
      'グループコードに使えるのは英字 A-Z・a-z、数字 0-9、ドット (.)、ハイフン (-)、アンダースコア (_) のみです',
    group_name_chars:
      'グループ名に使えるのは文字、数字、ドット (.)、ハイフン (-)、アンダースコア (_) と語の間の半角スペース 1 つのみです',
    group_members_required: 'グループには少なくとも 1 人のメンバーが必要です',
    group_leader_required: 'グループリーダーを選択してください',
    group_leader_not_member: 'グループリーダーはグループのメンバーから選択してください',
  },
  errors: {
    group_code_exits: 'グループ名またはグループコードは既に存在します。別の値を入力してください。',
    user_in_other_group: '既に他のグループに所属しています：{{names}}。このグループに移動しますか？',
    group_leader_moves:
      '次の人は他のグループのリーダーのため、そのグループに別のリーダーを設定するまで移動できません：{{names}}',
    group_members_not_in_department: 'この部署の在籍者ではありません：{{names}}',
  },
  fields: {
    group_code: 'グループコード',
    group_name: 'グループ名',
    members: 'メンバー',
    group_leader: 'グループリーダー',
    confirm_move: '移動の確認',
    departmentId: '部署',
  },
};

export const departmentGroupsVi: Same<typeof departmentGroupsEn> = {
  validation: {
    group_code_chars:
      'Mã nhóm chỉ được chứa chữ cái A-Z, a-z, chữ số 0-9, dấu chấm (.), dấu gạch ngang (-) và dấu gạch dưới (_)',
    group_name_chars:
      'Tên nhóm chỉ được chứa chữ cái, chữ số, dấu chấm (.), dấu gạch ngang (-), dấu gạch dưới (_) và một khoảng trắng giữa các từ',
    group_members_required: 'Nhóm phải có ít nhất 1 thành viên',
    group_leader_required: 'Vui lòng chọn trưởng nhóm',
    group_leader_not_member: 'Trưởng nhóm không có trong danh sách thành viên',
  },
  errors: {
    group_code_exits: 'Tên nhóm hoặc mã nhóm đã tồn tại. Vui lòng nhập giá trị khác.',
    user_in_other_group: 'Đã thuộc nhóm khác: {{names}}. Chuyển họ sang nhóm này?',
    group_leader_moves:
      'Những người sau đang là trưởng nhóm khác, chỉ có thể chuyển sau khi nhóm đó có trưởng nhóm mới: {{names}}',
    group_members_not_in_department: 'Không phải nhân viên đang làm việc của phòng ban này: {{names}}',
  },
  fields: {
    group_code: 'Mã nhóm',
    group_name: 'Tên nhóm',
    members: 'Thành viên',
    group_leader: 'Trưởng nhóm',
    confirm_move: 'Xác nhận chuyển',
    departmentId: 'Phòng ban',
  },
};
