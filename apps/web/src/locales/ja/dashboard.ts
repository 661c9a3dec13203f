import type { dashboard as en } from '../en/dashboard';
import type { Translation } from '../types';

export const dashboard: Translation<typeof en> = {
  tabs: { attendance: '勤怠' },
  today: '今日（{{date}}）',
  department: '部署',
  no_department: '部署なし',
  total: '人数',
  buckets: {
    present: '出勤',
    late: '遅刻',
    on_leave: '休暇',
    absent: '欠勤',
    not_yet: '未出勤',
    off: '休日',
  },
  trend: '過去30日',
  trend_label: '過去30日の勤怠：日ごとの出勤・遅刻・休暇・欠勤の人数',
  shortcuts: 'ショートカット',
  links: { timekeeping: '勤怠管理', report: 'レポート', profile: 'プロフィール', change_password: 'パスワード変更' },
};
