import type { auth as en } from '../en/auth';
import type { Translation } from '../types';

export const auth: Translation<typeof en> = {
  login: {
    title: 'Đăng nhập',
    subtitle: 'Nhân sự, tiền lương và chấm công',
    username: 'Tên đăng nhập',
    username_placeholder: 'Tên đăng nhập, mã nhân viên hoặc email',
    password: 'Mật khẩu',
    remember_me: 'Duy trì đăng nhập',
    forgot: 'Quên mật khẩu?',
    submit: 'Đăng nhập',
    failed: 'Thông tin đăng nhập không chính xác',
  },
  reset: {
    title: 'Đặt lại mật khẩu',
    text: 'Mật khẩu do quản trị viên Nhân sự hoặc ICT của công ty đặt lại. Hãy liên hệ với họ kèm mã nhân viên của bạn: họ sẽ đặt mật khẩu mới, bạn có thể đổi lại sau khi đăng nhập.',
    back: 'Quay lại đăng nhập',
  },
  change_password: {
    title: 'Đổi mật khẩu',
    current: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới',
    confirmation: 'Xác nhận mật khẩu',
    submit: 'Đổi mật khẩu',
    success: 'Đổi mật khẩu thành công',
    failed: 'Đổi mật khẩu thất bại',
    hint: 'Các thiết bị khác đang đăng nhập sẽ bị đăng xuất.',
  },
  profile: {
    title: 'Hồ sơ',
    name: 'Họ tên',
    staff_id: 'Mã nhân viên',
    username: 'Tên đăng nhập',
    email: 'Email',
    department: 'Phòng ban',
    role: 'Vai trò',
    gender: 'Giới tính',
    dob: 'Ngày sinh',
    date_of_join: 'Ngày vào làm',
    load_failed: 'Không thể tải hồ sơ của bạn.',
  },
};
