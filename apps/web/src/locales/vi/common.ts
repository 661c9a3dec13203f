import type { common as en } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof en> = {
  app_name: 'HR Office',
  language: { en: 'ENG', ja: 'JP', vi: 'VI', label: 'Ngôn ngữ' },
  menu: {
    home: 'Trang chủ',
    profile: 'Hồ sơ',
    change_password: 'Đổi mật khẩu',
    logout: 'Đăng xuất',
    organisation: 'Tổ chức',
    shifts: 'Nhóm ca',
    main: 'Menu chính',
  },
  logout_confirm: { title: 'Đăng xuất', content: 'Bạn có muốn đăng xuất không?', ok: 'Đăng xuất', cancel: 'Hủy' },
  actions: { back_home: 'Về trang chủ', back: 'Quay lại', save: 'Lưu', cancel: 'Hủy', retry: 'Thử lại', go_login: 'Đến trang đăng nhập', new: 'Thêm mới', edit: 'Sửa', delete: 'Xóa', search: 'Tìm kiếm', detail: 'Chi tiết', reset: 'Đặt lại' },
  pages: {
    not_found_title: 'Không tìm thấy trang',
    not_found_text: 'Trang {{url}} không tồn tại.',
    no_permission_title: 'Không có quyền',
    no_permission_text: 'Bạn không có quyền xem trang này.',
    error400_title: 'Không được phép truy cập',
    error400_text: 'Vai trò của bạn không được phép sử dụng trang này.',
    load_failed: 'Không thể tải trang.',
  },
  home: {
    welcome: 'Xin chào, {{name}}',
    subtitle: '{{role}} · {{department}}',
    shortcuts: 'Lối tắt',
    profile_text: 'Thông tin cá nhân của bạn trong hệ thống công ty.',
    change_password_text: 'Đặt mật khẩu mới để đăng nhập.',
  },
  roles: {
    ict: 'ICT',
    hr: 'Nhân sự',
    director: 'Giám đốc',
    head_of_factory: 'Quản đốc nhà máy',
    manager: 'Trưởng phòng',
    sub_manager: 'Phó phòng',
    leader: 'Tổ trưởng',
    sub_leader: 'Tổ phó',
    employee: 'Nhân viên',
  },
  genders: { '0': 'Không rõ', '1': 'Nam', '2': 'Nữ' },
  table: { no: 'STT', action: 'Thao tác', total: 'Tổng {{total}} mục' },
  empty: '—',
};
