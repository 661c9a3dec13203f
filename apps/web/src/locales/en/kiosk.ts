export const kiosk = {
  title: 'Check in / check out',
  hint: 'Show the QR code of your staff badge to the camera, or type your staff ID.',
  staff_id: 'Staff ID',
  submit: 'Check',
  camera_start: 'Use the camera',
  camera_stop: 'Stop the camera',
  camera_failed: 'The camera cannot be used: type your staff ID instead.',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  repeated: 'Already recorded a moment ago',
  failed: 'Check failed',
};
