import type { StaffImportError, StaffImportReport } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined, UploadOutlined } from '../../../components/icons';
import { JobProgress } from '../../../components/JobProgress';
import { failureText } from '../../../lib/save-error';
import { downloadImportTemplate, readImportReport, useImportStaff } from '../api/staff-io';
import { staffKeys } from '../api/keys';

/**
 * The staff import (docs/staff-io.md): the template, one .xlsx file, the job's progress, then its report: what was
 * imported, or every refused cell by row and column (nothing was imported then).
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['staff', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const start = useImportStaff();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [jobId, setJobId] = useState<string>();
  const [report, setReport] = useState<StaffImportReport>();

  const reset = () => {
    setFiles([]);
    setJobId(undefined);
    setReport(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };
  const begin = () => {
    const file = files[0]?.originFileObj;
    if (!file) return;
    setReport(undefined);
    start.mutate(file, {
      onSuccess: setJobId,
      onError: (error) => void message.error(failureText(error, t('messages.import_failed'))),
    });
  };
  const finished = (status: Parameters<typeof readImportReport>[0]) =>
    readImportReport(status).then(
      (result) => {
        setReport(result);
        if (result.applied) void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      },
      (error: unknown) => void message.error(failureText(error, t('messages.report_failed'))),
    );

  return (
    <Modal
      open={open}
      title={t('import.title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t('common:jobs.close')}</Button>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('import.hint')}</Typography.Paragraph>
        <Flex gap={8} wrap align="flex-start">
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadImportTemplate().catch(
                (error: unknown) => void message.error(failureText(error, t('messages.template_failed'))),
              )
            }
          >
            {t('import.template')}
          </Button>
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
          </Upload>
          <Button type="primary" disabled={files.length === 0} loading={start.isPending} onClick={begin}>
            {t('import.start')}
          </Button>
        </Flex>
        <JobProgress
          jobId={jobId}
          title={t('import.title')}
          onClose={() => setJobId(undefined)}
          onDone={(status) => void finished(status)}
        />
        {report?.applied && <Alert type="success" showIcon title={t('import.applied', report)} />}
        {report && !report.applied && (
          <>
            <Alert type="error" showIcon title={t('import.refused', { count: report.errors.length })} />
            <Table<StaffImportError & { key: number }>
              size="small"
              pagination={report.errors.length > 10 ? { pageSize: 10 } : false}
              dataSource={report.errors.map((error, key) => ({ ...error, key }))}
              columns={[
                { title: t('import.row'), dataIndex: 'row', width: 70 },
                { title: t('import.column'), dataIndex: 'column', width: 200 },
                { title: t('import.message'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
