import type { Same } from './compose';

/**
 * Server messages of sign-in, sign-out, password change and sign-in blocks.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const authEn = {
  validation: {
    login_username_required: 'Please enter your email',
    login_password_required: 'Please enter your password',
    current_password_required: 'Current password is required.',
    new_password_required: 'New password is required.',
    password_min_8: 'Password must be at least 8 characters.',
    password_confirmation_required: 'Password confirmation is required.',
    password_confirmation_mismatch: 'Password confirmation does not match.',
  },
  errors: {
    login_block_not_found: 'This sign-in block no longer exists.',
    login_failed: 'Login information is incorrect',
    too_many_attempts_one: 'Too many failed sign-in attempts. Please try again in {{count}} minute.',
    too_many_attempts_other: 'Too many failed sign-in attempts. Please try again in {{count}} minutes.',
    current_password_invalid: 'Password current not valid',
  },
  success: {
    login: 'Signed in',
    logout: 'Signed out',
    password_changed: 'Change user password successfully',
  },
  fields: {
    remember_me: 'Keep me logged in',
    current_password: 'Current password',
    new_password: 'New password',
    key: 'Sign-in block',
  },
};

export const authJa: Same<typeof authEn> = {
  validation: {
    login_username_required: 'ユーザー名を入力してください',
    login_password_required: 'パスワードを入力してください',
    current_password_required: '現在のパスワードは必須です。',
    new_password_required: '新しいパスワードは必須です。',
    password_min_8: 'パスワードは8文字以上で入力してください。',
    password_confirmation_required: '確認用パスワードは必須です。',
    password_confirmation_mismatch: '確認用パスワードが一致しません。',
  },
  errors: {
    login_block_not_found: 'このサインインのブロックはもう存在しません。',
    login_failed: 'ログイン情報が正しくありません',
    too_many_attempts_other: 'ログインの失敗が続いたため、{{count}}分後にもう一度お試しください。',
    current_password_invalid: '現在のパスワードが正しくありません',
  },
  success: {
    login: 'ログインしました',
    logout: 'ログアウトしました',
    password_changed: 'パスワードを変更しました',
  },
  fields: {
    remember_me: 'ログインしたままにする',
    current_password: '現在のパスワード',
    new_password: '新しいパスワード',
    key: 'サインインのブロック',
  },
};

export const authVi: Same<typeof authEn> = {
  validation: {
    login_username_required: 'Vui lòng nhập tên đăng nhập',
    login_password_required: 'Vui lòng nhập mật khẩu',
    current_password_required: 'Mật khẩu hiện tại là bắt buộc.',
    new_password_required: 'Mật khẩu mới là bắt buộc.',
    password_min_8: 'Mật khẩu phải có ít nhất 8 ký tự.',
    password_confirmation_required: 'Xác nhận mật khẩu là bắt buộc.',
    password_confirmation_mismatch: 'Xác nhận mật khẩu không khớp.',
  },
  errors: {
    login_block_not_found: 'Khóa đăng nhập này không còn tồn tại.',
    login_failed: 'Thông tin đăng nhập không chính xác',
    too_many_attempts_other: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {{count}} phút.',
    current_password_invalid: 'Mật khẩu hiện tại không đúng',
  },
  success: {
    login: 'Đã đăng nhập',
    logout: 'Đã đăng xuất',
    password_changed: 'Đổi mật khẩu thành công',
  },
  fields: {
    remember_me: 'Duy trì đăng nhập',
    current_password: 'Mật khẩu hiện tại',
    new_password: 'Mật khẩu mới',
    key: 'Khóa đăng nhập',
  },
};
