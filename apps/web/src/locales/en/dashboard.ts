export const dashboard = {
  tabs: { attendance: 'Attendance' },
  today: 'Today, {{date}}',
  department: 'Department',
  no_department: 'No department',
  total: 'People',
  buckets: {
    present: 'Present',
    late: 'Late',
    on_leave: 'On leave',
    absent: 'Absent',
    not_yet: 'Not yet in',
    off: 'Day off',
  },
  trend: 'The last 30 days',
  trend_label: 'Attendance of the last 30 days: present, late, on leave and absent people per day',
  shortcuts: 'Shortcuts',
  links: { timekeeping: 'Timekeeping', report: 'Report', profile: 'Profile', change_password: 'Change password' },
};
