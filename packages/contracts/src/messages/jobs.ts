import type { Same } from './compose';

/**
 * Messages of the job queue (jobs.*): what a job is doing and why it failed, kept apart from the main catalogs so
 * that areas built in parallel touch those in one line each. A job kind's own progress texts go here too.
 */
export const jobsEn = {
  started: 'Started: the file is being prepared.',
  /** A job that makes no file (a payroll run, an import, a close of day). */
  started_work: 'Started: the work is running; its progress is shown here.',
  queued: 'Waiting for its turn',
  errors: {
    failed: 'The work could not be finished. Please try again later.',
    interrupted: 'The server restarted during the work: it will be run again.',
    owner_gone: 'The person who started this work can no longer sign in.',
    file_gone: 'This file has expired or was removed. Please start the work again.',
  },
  users_export: {
    writing_one: 'Writing {{done}} of {{count}} person',
    writing_other: 'Writing {{done}} of {{count}} people',
  },
};

export const jobsJa: Same<typeof jobsEn> = {
  started: '開始しました。ファイルを作成しています。',
  started_work: '開始しました。処理を実行しています。進み具合はここに表示されます。',
  queued: '順番を待っています',
  errors: {
    failed: '処理を完了できませんでした。しばらくしてからもう一度お試しください。',
    interrupted: '処理中にサーバーが再起動しました。もう一度実行されます。',
    owner_gone: 'この処理を開始した人はサインインできなくなりました。',
    file_gone: 'このファイルは期限切れか削除されました。もう一度実行してください。',
  },
  users_export: {
    writing_other: '{{count}}人中{{done}}人を書き出しています',
  },
};

export const jobsVi: Same<typeof jobsEn> = {
  started: 'Đã bắt đầu: tệp đang được chuẩn bị.',
  started_work: 'Đã bắt đầu: công việc đang chạy; tiến độ được hiển thị tại đây.',
  queued: 'Đang chờ đến lượt',
  errors: {
    failed: 'Không thể hoàn tất công việc. Vui lòng thử lại sau.',
    interrupted: 'Máy chủ đã khởi động lại trong khi xử lý: công việc sẽ được chạy lại.',
    owner_gone: 'Người bắt đầu công việc này không còn đăng nhập được.',
    file_gone: 'Tệp này đã hết hạn hoặc đã bị xóa. Vui lòng chạy lại.',
  },
  users_export: {
    writing_other: 'Đang ghi {{done}} trên {{count}} người',
  },
};
