import type { Messages, enShared } from './en';
import { attendanceVi } from './attendance';
import { attendanceReportsVi } from './attendance-reports';
import { attendanceRegistrationVi } from './attendance-registration';
import { payrollVi } from './payroll';
import { compose, type Same } from './compose';
import { authVi } from './auth';
import { departmentGroupsVi } from './department-groups';
import { departmentsVi } from './departments';
import { holidaysVi } from './holidays';
import { jobsVi } from './jobs';
import { leaveTypesVi } from './leave-types';
import { mailVi } from './mail';
import { memberShiftsVi } from './member-shifts';
import { recruitmentVi } from './recruitment';
import { salaryComponentsVi } from './salary-components';
import { settingsVi } from './settings';
import { shiftsVi } from './shifts';
import { staffVi } from './staff';
import { usersVi } from './users';
import { workingPlansVi } from './working-plans';
import { payrollDataVi } from './payroll-data';

export const viShared: Same<typeof enShared> = {
  validation: {
    filter_not_allowed: 'Bạn không thể tìm theo trường này vì bạn không được xem nó của mọi người',
    hidden_characters: '{{field}} chứa ký tự vô hình hoặc ký tự điều khiển hướng văn bản',
    control_characters: 'Văn bản chứa ký tự không được phép (ký tự điều khiển hoặc Unicode hỏng)',
    date_out_of_range: '{{field}} nằm ngoài khoảng ngày được chấp nhận',
    time_format: '{{field}} phải là giờ dạng 08:00 hoặc 08:00:00',
    required: '{{field}} chưa được nhập',
    version_required: 'Thiếu phiên bản của bản ghi bạn đã sửa. Hãy tải lại rồi thử lại.',
    invalid: '{{field}} không hợp lệ',
    too_long_other: '{{field}} tối đa {{count}} ký tự',
    too_short_other: '{{field}} tối thiểu {{count}} ký tự',
    too_big: '{{field}} tối đa là {{max}}',
    too_small: '{{field}} tối thiểu là {{min}}',
    between: '{{field}} phải từ {{min}} đến {{max}}',
    unknown_field: 'Trường này không được chấp nhận',
    date_format: '{{field}} phải là ngày dạng 2024/01/31',
    letters_only: '{{field}} chỉ được chứa chữ cái và một khoảng trắng giữa các từ',
    japanese_only: '{{field}} chỉ được chứa ký tự tiếng Nhật (hiragana, katakana, kanji)',
    alphanumeric: '{{field}} chỉ được chứa chữ cái A-Z, a-z và chữ số 0-9',
    integer: '{{field}} phải là số nguyên',
    iso_date: '{{field}} phải là ngày dạng 2026-01-31',
    end_after_start: 'Ngày kết thúc phải lớn hơn Ngày bắt đầu',
    id_on_create: 'Không thể chỉ định id khi tạo mới: gửi null hoặc bỏ trống',
  },
  errors: {
    filter_not_allowed: 'Bạn không thể tìm theo trường mà bạn không được xem của mọi người.',
    invalid_input: 'Một số thông tin đã nhập không hợp lệ.',
    unauthenticated: 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.',
    forbidden: 'Bạn không có quyền thực hiện thao tác này.',
    not_found: 'Không tìm thấy dữ liệu yêu cầu.',
    route_not_found: 'Địa chỉ này không tồn tại.',
    too_many_requests: 'Quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
    stale_version: 'Dữ liệu này đã được người khác thay đổi sau khi bạn mở. Hãy tải lại rồi thử lại.',
    overloaded: 'Máy chủ đang quá tải. Vui lòng thử lại sau giây lát.',
    shutting_down: 'Máy chủ đang khởi động lại. Vui lòng thử lại sau giây lát.',
    database_unavailable: 'Hiện không thể kết nối tới cơ sở dữ liệu. Vui lòng thử lại sau giây lát.',
    record_referenced: 'Vẫn còn dữ liệu khác (lịch sử) tham chiếu tới bản ghi này nên thay đổi đã bị từ chối.',
    payload_too_large: 'Dữ liệu gửi lên quá lớn.',
    internal: 'Máy chủ gặp lỗi. Vui lòng thử lại.',
    update_failed: 'Cập nhật thất bại',
    delete_failed: 'Xóa bản ghi thất bại.',
  },
  success: {
    created: 'Đã tạo',
    updated: 'Đã cập nhật',
    deleted: 'Đã xóa',
    ok: 'Hoàn tất',
  },
  fields: {
    query_name: 'Họ tên',
    // A path's part named like a form's field: `name` in a path is a file's name.
    param_name: 'Tên tệp',
    // Fields two areas name alike (staff records, candidates): their label lives here, once.
    address: 'Địa chỉ',
    note: 'Ghi chú',
    date: 'Ngày',
    name: 'Tên nhóm ca',
    description: 'Mô tả',
    email: 'Tên đăng nhập',
    password: 'Mật khẩu',
    password_confirmation: 'Xác nhận mật khẩu',
    alias_id: 'Mã nhân viên',
    department_id: 'Phòng ban',
    shift_id: 'Nhóm ca',
    start_date: 'Ngày bắt đầu',
    end_date: 'Ngày kết thúc',
    user_ids: 'Nhân viên',
    description_vie: 'Mô tả (tiếng Việt)',
    description_jp: 'Mô tả (tiếng Nhật)',
    status: 'Trạng thái',
    _value: 'Giá trị này',
    id: 'ID',
    version: 'Phiên bản',
    page: 'Trang',
    limit: 'Số dòng mỗi trang',
    key_word: 'Từ khóa',
    group_id: 'Nhóm',
    per_page: 'Số dòng mỗi trang',
  },
};

/** Each area's messages (messages/<area>.ts), one line each. */
export const viAreas = [
  attendanceVi,
  attendanceReportsVi,
  attendanceRegistrationVi,
  payrollVi,
  authVi,
  departmentGroupsVi,
  departmentsVi,
  holidaysVi,
  { jobs: jobsVi },
  leaveTypesVi,
  mailVi,
  memberShiftsVi,
  recruitmentVi,
  salaryComponentsVi,
  settingsVi,
  shiftsVi,
  staffVi,
  usersVi,
  workingPlansVi,
  payrollDataVi,
] as const;

export const vi: Messages = compose(viShared, ...viAreas);
