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
  forgot: {
    title: 'Quên mật khẩu?',
    text: 'Nhập tên đăng nhập, mã nhân viên hoặc địa chỉ email. Nếu tài khoản có địa chỉ email, chúng tôi sẽ gửi đến đó một liên kết để đặt mật khẩu mới.',
    name: 'Tên đăng nhập, mã nhân viên hoặc email',
    submit: 'Gửi liên kết',
    sent: 'Nếu tên này thuộc về một tài khoản đang hoạt động có địa chỉ email, một liên kết để đặt mật khẩu mới đang được gửi đến địa chỉ đó. Liên kết có hiệu lực trong 30 phút.',
    failed: 'Không gửi được yêu cầu. Vui lòng thử lại.',
    no_address:
      'Tài khoản không có địa chỉ email? Quản trị viên Nhân sự hoặc ICT sẽ đặt lại mật khẩu: hãy liên hệ với họ kèm mã nhân viên.',
  },
  reset: {
    title: 'Đặt lại mật khẩu',
    text: 'Mật khẩu do quản trị viên Nhân sự hoặc ICT của công ty đặt lại. Hãy liên hệ với họ kèm mã nhân viên của bạn: họ sẽ đặt mật khẩu mới, bạn có thể đổi lại sau khi đăng nhập.',
    back: 'Quay lại đăng nhập',
    by_mail: 'Nhận liên kết qua email',
    submit: 'Đặt mật khẩu mới',
    done: 'Đã đặt mật khẩu mới. Hãy đăng nhập bằng mật khẩu mới.',
    failed: 'Không đặt được mật khẩu. Vui lòng thử lại.',
    new_link: 'Yêu cầu liên kết mới',
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
