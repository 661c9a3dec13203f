import type { Same } from './compose';

/**
 * Server messages of attendance registration (working status, working plans) and the overview.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const attendanceRegistrationEn = {
  validation: {
    plan_item: {
      end_before_start: '{{field}} must be after the start',
      too_long: 'An item spans at most {{max}} days',
    },
    working_status: {
      one_button: 'Send exactly one of late check-in, early check-out or break',
    },
  },
  errors: {
    registration_not_today: 'The working status can only be registered for today.',
    registration_busy: 'This person is on leave or on a business trip today: there is nothing to register.',
    registration_not_checked_in: 'This person has not checked in yet today.',
    status_already_registered: 'This status is already registered for today.',
    break_not_started: 'No break was started: start a break first.',
    break_already_started: 'A break is already in progress: finish it first.',
    plan_item_unknown: 'A working plan item of the list no longer exists. Reload and try again.',
  },
  success: {
    attendance_registration: {
      status_registered: 'Registered successfully',
      plans_saved: 'Working plan saved',
    },
  },
  attendance_registration: {
    absences: {
      '1': 'Leave (part of the day)',
      '2': 'Business trip (part of the day)',
      '3': 'Going out',
      '4': 'Annual leave (whole day)',
      '5': 'Business trip (whole day)',
      '6': 'Other absence',
    },
    locations: {
      office: 'Office',
      factory: 'Factory',
      customer_site: 'Customer site',
      home: 'Home',
      others: 'Others',
    },
    reasons: {
      personal: 'Personal matters',
      sick: 'Sickness',
      family: 'Family',
      customer_visit: 'Customer visit',
      training: 'Training',
      others: 'Others',
    },
  },
  fields: {
    working_plans: 'Working plan',
    working_plan_type_id: 'Absence type',
    location_of_plan: 'Location',
    leave_type_id: 'Leave type',
    checkin_date: 'Date',
    date_checkin: 'Date',
    is_late_checkin: 'Late check-in',
    is_early_checkout: 'Early check-out',
    break_status: 'Break',
    staff_name: 'Staff name',
    current_page: 'Page',
    sort_by: 'Sort',
    search: 'Search',
  },
};

export const attendanceRegistrationJa: Same<typeof attendanceRegistrationEn> = {
  validation: {
    plan_item: {
      end_before_start: '{{field}}は開始より後にしてください',
      too_long: '1件の期間は最大{{max}}日です',
    },
    working_status: {
      one_button: '遅刻、早退、休憩のいずれか1つだけを送信してください',
    },
  },
  errors: {
    registration_not_today: '勤務状況は当日分のみ登録できます。',
    registration_busy: 'この社員は本日休暇または出張中のため、登録するものはありません。',
    registration_not_checked_in: 'この社員は本日まだ出勤していません。',
    status_already_registered: 'この状況は本日既に登録されています。',
    break_not_started: '休憩が開始されていません。先に休憩を開始してください。',
    break_already_started: '休憩中です。先に休憩を終了してください。',
    plan_item_unknown: 'リスト内の勤務計画が既に存在しません。再読み込みしてやり直してください。',
  },
  success: {
    attendance_registration: {
      status_registered: '登録しました',
      plans_saved: '勤務計画を保存しました',
    },
  },
  attendance_registration: {
    absences: {
      '1': '休暇（時間単位）',
      '2': '出張（時間単位）',
      '3': '外出',
      '4': '年次有給休暇（終日）',
      '5': '出張（終日）',
      '6': 'その他の不在',
    },
    locations: {
      office: '事務所',
      factory: '工場',
      customer_site: '顧客先',
      home: '自宅',
      others: 'その他',
    },
    reasons: {
      personal: '私用',
      sick: '病気',
      family: '家庭の事情',
      customer_visit: '顧客訪問',
      training: '研修',
      others: 'その他',
    },
  },
  fields: {
    working_plans: '勤務計画',
    working_plan_type_id: '不在の種類',
    location_of_plan: '場所',
    leave_type_id: '休暇の種類',
    checkin_date: '日付',
    date_checkin: '日付',
    is_late_checkin: '遅刻',
    is_early_checkout: '早退',
    break_status: '休憩',
    staff_name: '社員名',
    current_page: 'ページ',
    sort_by: '並び順',
    search: '検索',
  },
};

export const attendanceRegistrationVi: Same<typeof attendanceRegistrationEn> = {
  validation: {
    plan_item: {
      end_before_start: '{{field}} phải sau thời điểm bắt đầu',
      too_long: 'Mỗi mục kéo dài tối đa {{max}} ngày',
    },
    working_status: {
      one_button: 'Chỉ gửi một trong: đi muộn, về sớm hoặc nghỉ giữa giờ',
    },
  },
  errors: {
    registration_not_today: 'Chỉ có thể đăng ký trạng thái làm việc cho ngày hôm nay.',
    registration_busy: 'Nhân viên này hôm nay nghỉ phép hoặc đi công tác: không có gì để đăng ký.',
    registration_not_checked_in: 'Nhân viên này hôm nay chưa chấm công vào.',
    status_already_registered: 'Trạng thái này đã được đăng ký hôm nay.',
    break_not_started: 'Chưa bắt đầu nghỉ giữa giờ: hãy bắt đầu trước.',
    break_already_started: 'Đang nghỉ giữa giờ: hãy kết thúc trước.',
    plan_item_unknown: 'Một mục kế hoạch trong danh sách không còn tồn tại. Hãy tải lại và thử lại.',
  },
  success: {
    attendance_registration: {
      status_registered: 'Đăng ký thành công',
      plans_saved: 'Đã lưu kế hoạch làm việc',
    },
  },
  attendance_registration: {
    absences: {
      '1': 'Nghỉ phép (theo giờ)',
      '2': 'Công tác (theo giờ)',
      '3': 'Ra ngoài',
      '4': 'Nghỉ phép năm (cả ngày)',
      '5': 'Công tác (cả ngày)',
      '6': 'Vắng mặt khác',
    },
    locations: {
      office: 'Văn phòng',
      factory: 'Nhà máy',
      customer_site: 'Nơi khách hàng',
      home: 'Nhà',
      others: 'Khác',
    },
    reasons: {
      personal: 'Việc riêng',
      sick: 'Ốm',
      family: 'Gia đình',
      customer_visit: 'Thăm khách hàng',
      training: 'Đào tạo',
      others: 'Khác',
    },
  },
  fields: {
    working_plans: 'Kế hoạch làm việc',
    working_plan_type_id: 'Loại vắng mặt',
    location_of_plan: 'Địa điểm',
    leave_type_id: 'Loại nghỉ phép',
    checkin_date: 'Ngày',
    date_checkin: 'Ngày',
    is_late_checkin: 'Đi muộn',
    is_early_checkout: 'Về sớm',
    break_status: 'Nghỉ giữa giờ',
    staff_name: 'Tên nhân viên',
    current_page: 'Trang',
    sort_by: 'Sắp xếp',
    search: 'Tìm kiếm',
  },
};
