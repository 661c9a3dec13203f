export const shifts = {
  title: 'Shift groups',
  search_placeholder: 'Shift group name',
  columns: { name: 'Shift group name', time: 'Time', description: 'Description' },
  overnight: 'Overnight',
  overnight_hint: 'Check-out is earlier than check-in: the shift ends the next day.',
  form: {
    create_title: 'New shift group',
    edit_title: 'Edit shift group',
  },
  fields: {
    name: 'Shift group name',
    normal_checkin_time: 'Check-in time',
    normal_checkout_time: 'Check-out time',
    description: 'Description',
  },
  messages: {
    created: 'Shift group created',
    updated: 'Shift group updated',
    deleted: 'Shift group deleted',
    create_failed: 'Create shift group failed',
    update_failed: 'Update shift group failed',
    delete_failed: 'Delete shift group failed',
  },
  delete_confirm: { title: 'Delete shift group', content: 'Delete the shift group "{{name}}"? This cannot be undone.' },
};
