import { Alert, Button, Flex, Progress, Typography } from 'antd';
import type { JobStatus } from '@hr/contracts';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../lib/format';
import { downloadJobFile, useJob } from '../lib/jobs';
import { failureText } from '../lib/save-error';
import { DownloadOutlined } from './icons';

type Props = {
  /** The job to follow (the id a 202 answered); nothing is shown without one. */
  jobId: string | undefined;
  /** What the work is ("Export Excel"): names the progress bar. */
  title: string;
  /** Closes the panel (the page forgets the job). */
  onClose: () => void;
  /** Where it stands on the page (a margin). */
  style?: CSSProperties;
  /**
   * A result the page reads itself (an import's report): called once when the job is done, instead of the download
   * (no download button either).
   */
  onDone?: (status: JobStatus) => void;
};

/**
 * Progress of long work the server runs as a job (docs/jobs.md), the one way every screen shows it: a named progress
 * bar and the server's message while it runs, the file downloaded once when it is done (and a button to download it
 * again), the localized reason when it failed.
 */
export function JobProgress({ jobId, title, onClose, style, onDone }: Props) {
  const { t } = useTranslation('common');
  const job = useJob(jobId);
  const status = job.data;
  const [saveError, setSaveError] = useState<string>();
  const downloaded = useRef<string | undefined>(undefined);

  const save = () => {
    if (!status) return;
    setSaveError(undefined);
    downloadJobFile(status).catch((error: unknown) => setSaveError(failureText(error, t('jobs.download_failed'))));
  };
  // The file is saved once, when the job is seen done; the button saves it again.
  useEffect(() => {
    if (status?.state === 'done' && status.download_url && downloaded.current !== status.id) {
      downloaded.current = status.id;
      if (onDone) onDone(status);
      else save();
    }
  }, [status?.state, status?.id]);

  if (!jobId) return null;
  const failed = status?.state === 'failed' || job.isError;
  const reason = job.isError ? failureText(job.error, t('jobs.poll_failed')) : status?.message;
  const close = (
    <Button size="small" onClick={onClose}>
      {t('jobs.close')}
    </Button>
  );
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title={t('jobs.failed', { title })}
        description={reason}
        action={close}
        style={style}
      />
    );

  const done = status?.state === 'done';
  return (
    <Flex vertical gap={4} role="group" aria-label={title} style={{ minWidth: 240, maxWidth: 480, ...style }}>
      <Progress
        percent={status?.progress ?? 0}
        status={done ? 'success' : 'active'}
        format={(percent) => formatRate(percent ?? 0)}
        aria-label={t('jobs.progress', { title })}
      />
      {/* Read out as it changes: what the server is doing, then that the file is ready. */}
      <Typography.Text type="secondary" aria-live="polite">
        {/* Done: what the job did when it says so (close of day: days and people), else what became of its file. */}
        {done
          ? (status.message ??
            (onDone
              ? t('jobs.finished')
              : status.file_name
                ? t('jobs.ready', { name: status.file_name })
                : t('jobs.done')))
          : (status?.message ?? t('jobs.waiting'))}
      </Typography.Text>
      {saveError && <Alert type="error" title={saveError} />}
      {done && (
        <Flex gap={8} wrap>
          {status.download_url && !onDone && (
            <Button icon={<DownloadOutlined />} onClick={save}>
              {t('jobs.download')}
            </Button>
          )}
          {close}
        </Flex>
      )}
    </Flex>
  );
}
