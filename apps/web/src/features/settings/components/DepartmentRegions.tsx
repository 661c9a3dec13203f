import type { DepartmentRegionItem } from '@hr/contracts';
import { App, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveError } from '../../../lib/save-error';
import { useDepartmentRegions, useSetDepartmentRegion } from '../api/department-regions';

/**
 * Each department's own minimum-wage region (its workplace), saved at once; empty means the company's region.
 * Not dated: the region is a property of the place, and the figures of each region are in the dated versions.
 */
export function DepartmentRegions({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation(['settings', 'messages']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const list = useDepartmentRegions();
  const save = useSetDepartmentRegion();
  const options = [1, 2, 3, 4].map((r) => ({ value: r, label: t(`tax.region_${r}_short`) }));
  return (
    <div style={{ marginTop: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tax.department_regions')}
      </Typography.Title>
      <Table<DepartmentRegionItem>
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        aria-label={t('tax.department_regions')}
        columns={[
          { title: t('tax.department'), dataIndex: 'name' },
          {
            title: t('messages:fields.region'),
            key: 'region',
            render: (_, d) => (
              <Select
                allowClear
                disabled={!canUpdate}
                style={{ minWidth: 200 }}
                aria-label={`${t('messages:fields.region')} ${d.name}`}
                placeholder={t('tax.use_company_region')}
                value={d.region ?? undefined}
                options={options}
                onChange={(value?: number) =>
                  save.mutateAsync({ id: d.id, region: value ?? null }).then(
                    () => void message.success(t('tax.region_saved')),
                    (error: unknown) => saveError(error, { fallback: t('save_failed') }),
                  )
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
}
