/**
 * Messages that the server sends and the browser shows for validation: one catalog for both sides, so a rule
 * says the same thing wherever it is checked. ja.ts and vi.ts must have exactly these keys (the type enforces it).
 */
export const en = {
  validation: {
    time_format: '{{field}} must be a time like 08:00',
    required: '{{field}} has not been entered',
    invalid: '{{field}} is not valid',
    too_long: '{{field}} must be at most {{max}} characters',
    too_short: '{{field}} must be at least {{min}} characters',
    too_big: '{{field}} must be at most {{max}}',
    too_small: '{{field}} must be at least {{min}}',
    unknown_field: 'This field is not accepted',
    login_username_required: 'Please enter your email',
    login_password_required: 'Please enter your password',
    current_password_required: 'Current password is required.',
    new_password_required: 'New password is required.',
    password_min_8: 'Password must be at least 8 characters.',
    password_confirmation_required: 'Password confirmation is required.',
    password_confirmation_mismatch: 'Password confirmation does not match.',
    password_min_6: 'Min length is 6',
    confirmation_not_match: 'Confirmation password is not match',
    username_chars: 'User name just contains A-Z, a-z, 0-9 and dot',
    phone_digits: 'Phone number contains only numbers',
    email_format: 'Incorrect email format',
    email_taken: 'Email has already been taken',
    invalid_phone: 'Invalid phone number',
  },
  errors: {
    shift_in_use: 'This shift group is still used by {{count}} departments or people.',
    invalid_input: 'Some of the information entered is not valid.',
    unauthenticated: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have the permissions needed for this.',
    not_found: 'The requested record was not found.',
    route_not_found: 'This address does not exist.',
    login_failed: 'Login information is incorrect',
    too_many_attempts: 'Too many failed sign-in attempts. Please try again in {{minutes}} minutes.',
    too_many_requests: 'Too many requests. Please wait a moment and try again.',
    current_password_invalid: 'Password current not valid',
    stale_version: 'Someone else changed this record after you opened it. Reload it and try again.',
    payload_too_large: 'The data sent is too large.',
    internal: 'Something went wrong on the server. Please try again.',
  },
  success: {
    created: 'Created',
    updated: 'Updated',
    deleted: 'Deleted',
    ok: 'Done',
    login: 'Signed in',
    logout: 'Signed out',
    password_changed: 'Change user password successfully',
  },
  fields: {
    name: 'Shift group name',
    normal_checkin_time: 'Check-in time',
    normal_checkout_time: 'Check-out time',
    description: 'Description',
    email: 'User name',
    password: 'Password',
    remember_me: 'Keep me logged in',
    current_password: 'Current password',
    new_password: 'New password',
    password_confirmation: 'Password confirmation',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Messages = DeepStrings<typeof en>;
