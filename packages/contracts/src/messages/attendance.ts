import type { Same } from './compose';

/**
 * Server messages of attendance (check-in events, devices, the kiosk, working days).
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const attendanceEn = {
  validation: {
    attendance: {
      moment: '{{field}} must be a moment with its time zone, like 2026-03-02T08:00:00+07:00',
      range_too_long: 'At most {{max}} days can be read at a time',
      close_not_past: 'Days can be closed up to yesterday only: today is still open',
      close_too_long: 'At most {{max}} days can be closed at a time',
    },
  },
  errors: {
    device_key_invalid: 'This device key is not known. Check the key set in the device.',
    kiosk_unknown_staff: 'No active staff member has this staff ID or badge.',
    kiosk_not_staff: '{{name}} has no staff record or is not employed today: this account does not check in or out.',
    event_not_staff:
      '{{name}} has no staff record or is not employed on {{date}}: attendance is not recorded for them on that day.',
    event_already_voided: 'This event was already voided.',
    event_in_future: 'The time of the event is in the future.',
    device_already_revoked: 'This device was already revoked.',
    place_name_exists: 'A place with this name already exists.',
    device_name_exists: 'A device with this name already exists.',
  },
  jobs: {
    attendance_close: {
      closing_one: 'Closing days: {{done}} of {{count}} date',
      closing_other: 'Closing days: {{done}} of {{count}} dates',
      // Two counts in one sentence: written without plural words ("1 working days" read wrong).
      closed: 'Days closed. Working days stored: {{days}}; people: {{people}}.',
      closed_locked:
        'Days closed. Working days stored: {{days}}; people: {{people}}. Months locked by payroll, left as they were: {{months}}',
    },
    attendance_recompute: {
      recomputing_one: 'Computing the working days again after a settings change: {{done}} of {{count}} date',
      recomputing_other: 'Computing the working days again after a settings change: {{done}} of {{count}} dates',
      plans_moved_one: 'Computing the working days again after a change of shifts or plans: {{done}} of {{count}} date',
      plans_moved_other:
        'Computing the working days again after a change of shifts or plans: {{done}} of {{count}} dates',
    },
  },
  success: {
    attendance: {
      checked_in: 'Checked in: {{name}} at {{time}}',
      checked_out: 'Checked out: {{name}} at {{time}}',
      ingested: 'Events received',
      device_created: 'Device created. Copy its key now: it is not shown again.',
      device_revoked: 'Device revoked: its key no longer works.',
      event_added: 'Event added and the day computed again',
      event_voided: 'Event voided and the day computed again',
    },
  },
  fields: {
    events: 'Events',
    event_id: 'Event ID',
    occurred_at: 'Time',
    direction: 'In or out',
    code: 'Staff ID or badge',
    reason: 'Reason',
    date_from: 'From',
    date_to: 'To',
    place_name: 'Place name',
    device_name: 'Device name',
    place_id: 'Place',
  },
};

export const attendanceJa: Same<typeof attendanceEn> = {
  validation: {
    attendance: {
      moment: '{{field}}はタイムゾーン付きの日時で入力してください（例: 2026-03-02T08:00:00+07:00）',
      range_too_long: '一度に読み込めるのは最大{{max}}日分です',
      close_not_past: '締められるのは昨日までの日です。今日はまだ締められません',
      close_too_long: '一度に締められるのは最大{{max}}日分です',
    },
  },
  errors: {
    device_key_invalid: 'この端末キーは登録されていません。端末に設定したキーを確認してください。',
    kiosk_unknown_staff: 'この社員IDまたは社員証に該当する在籍中の社員はいません。',
    kiosk_not_staff:
      '{{name}}には社員情報がないか、本日は在籍していないため、このアカウントでは出退勤を打刻できません。',
    event_not_staff: '{{name}}には社員情報がないか、{{date}}に在籍していないため、その日の勤怠は記録できません。',
    event_already_voided: 'この打刻は既に無効にされています。',
    event_in_future: '打刻の時刻が未来になっています。',
    device_already_revoked: 'この端末は既に無効化されています。',
    place_name_exists: 'この名前の場所は既に存在します。',
    device_name_exists: 'この名前の端末は既に存在します。',
  },
  jobs: {
    attendance_close: {
      closing_other: '日を締めています: {{count}}日中{{done}}日',
      closed: '日を締めました: {{people}}人の勤務日{{days}}日分を保存しました。',
      closed_locked:
        '日を締めました: {{people}}人の勤務日{{days}}日分を保存しました。給与確定済みのため変更しなかった月: {{months}}',
    },
    attendance_recompute: {
      recomputing_other: '設定の変更に合わせて勤務日を再計算しています: {{count}}日中{{done}}日',
      plans_moved_other: 'シフトまたは勤務計画の変更に合わせて勤務日を再計算しています: {{count}}日中{{done}}日',
    },
  },
  success: {
    attendance: {
      checked_in: '出勤: {{name}}（{{time}}）',
      checked_out: '退勤: {{name}}（{{time}}）',
      ingested: '打刻を受信しました',
      device_created: '端末を登録しました。キーは再表示されないため、今コピーしてください。',
      device_revoked: '端末を無効化しました。キーは使用できなくなりました。',
      event_added: '打刻を追加し、勤務日を再計算しました',
      event_voided: '打刻を無効にし、勤務日を再計算しました',
    },
  },
  fields: {
    events: '打刻',
    event_id: '打刻ID',
    occurred_at: '時刻',
    direction: '出勤・退勤',
    code: '社員IDまたは社員証',
    reason: '理由',
    date_from: '開始日',
    date_to: '終了日',
    place_name: '場所名',
    device_name: '端末名',
    place_id: '場所',
  },
};

export const attendanceVi: Same<typeof attendanceEn> = {
  validation: {
    attendance: {
      moment: '{{field}} phải là thời điểm kèm múi giờ, ví dụ 2026-03-02T08:00:00+07:00',
      range_too_long: 'Chỉ có thể xem tối đa {{max}} ngày mỗi lần',
      close_not_past: 'Chỉ có thể chốt các ngày đến hôm qua: hôm nay chưa kết thúc',
      close_too_long: 'Chỉ có thể chốt tối đa {{max}} ngày mỗi lần',
    },
  },
  errors: {
    device_key_invalid: 'Khóa thiết bị này không được nhận diện. Hãy kiểm tra khóa đã cài trên thiết bị.',
    kiosk_unknown_staff: 'Không có nhân viên đang làm việc nào có mã nhân viên hoặc thẻ này.',
    kiosk_not_staff:
      '{{name}} không có hồ sơ nhân viên hoặc hôm nay không còn làm việc: tài khoản này không chấm công vào ra.',
    event_not_staff:
      '{{name}} không có hồ sơ nhân viên hoặc không làm việc vào ngày {{date}}: không ghi chấm công cho ngày đó.',
    event_already_voided: 'Lượt chấm công này đã bị hủy trước đó.',
    event_in_future: 'Thời điểm chấm công nằm trong tương lai.',
    device_already_revoked: 'Thiết bị này đã bị thu hồi trước đó.',
    place_name_exists: 'Đã có địa điểm với tên này.',
    device_name_exists: 'Đã có thiết bị với tên này.',
  },
  jobs: {
    attendance_close: {
      closing_other: 'Đang chốt ngày: {{done}} trên {{count}} ngày',
      closed: 'Đã chốt ngày: lưu {{days}} ngày công của {{people}} người.',
      closed_locked:
        'Đã chốt ngày: lưu {{days}} ngày công của {{people}} người. Các tháng đã khóa lương được giữ nguyên: {{months}}',
    },
    attendance_recompute: {
      recomputing_other: 'Đang tính lại ngày công theo thiết lập mới: {{done}} trên {{count}} ngày',
      plans_moved_other: 'Đang tính lại ngày công sau khi đổi ca hoặc kế hoạch làm việc: {{done}} trên {{count}} ngày',
    },
  },
  success: {
    attendance: {
      checked_in: 'Đã vào ca: {{name}} lúc {{time}}',
      checked_out: 'Đã ra ca: {{name}} lúc {{time}}',
      ingested: 'Đã nhận dữ liệu chấm công',
      device_created: 'Đã tạo thiết bị. Hãy sao chép khóa ngay: khóa sẽ không hiển thị lại.',
      device_revoked: 'Đã thu hồi thiết bị: khóa của thiết bị không còn dùng được.',
      event_added: 'Đã thêm lượt chấm công và tính lại ngày công',
      event_voided: 'Đã hủy lượt chấm công và tính lại ngày công',
    },
  },
  fields: {
    events: 'Lượt chấm công',
    event_id: 'Mã lượt chấm công',
    occurred_at: 'Thời điểm',
    direction: 'Vào hay ra',
    code: 'Mã nhân viên hoặc thẻ',
    reason: 'Lý do',
    date_from: 'Từ ngày',
    date_to: 'Đến ngày',
    place_name: 'Tên địa điểm',
    device_name: 'Tên thiết bị',
    place_id: 'Địa điểm',
  },
};
