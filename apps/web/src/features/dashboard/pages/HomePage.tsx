import { Card, Col, Row, Skeleton, Tabs, Typography } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from '../../../lib/router';
import { KeyOutlined, UserOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { hasPermission, roleKey } from '../../../lib/access';
import { type HomeTab, useHomeTabs } from '../../../lib/home-tabs';
import { textsReady } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/lookups/current-user';

function Shortcut({ to, icon, title, text }: { to: string; icon?: ReactNode; title: string; text?: string }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Link to={to}>
        <Card hoverable size="small">
          <Card.Meta avatar={icon} title={<h3 style={{ fontSize: 16, margin: 0 }}>{title}</h3>} description={text} />
        </Card>
      </Link>
    </Col>
  );
}

/** Each tab's part, made once: loaded with its texts the first time it is shown. */
const parts = new Map<string, ComponentType>();
function partOf(tab: HomeTab) {
  let part = parts.get(tab.key);
  if (!part) {
    part = lazy(async () => (await Promise.all([tab.part(), textsReady(tab.texts)]))[0]);
    parts.set(tab.key, part);
  }
  return part;
}

/**
 * `/` (also /summary and /dashboard): a greeting, shortcuts, and the areas' home tabs (lib/home-tabs.ts) the person may see
 * (attendance today and its trend; recruitment adds the candidates); `?tab=` selects one. A kiosk account goes to
 * its kiosk.
 */
export default function HomePage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const homeTabs = useHomeTabs();
  const tabs = useMemo(() => homeTabs.filter((tab) => hasPermission(user, tab.permission)), [homeTabs, user]);
  if (user && !hasPermission(user, 'attendance.view') && hasPermission(user, 'attendance.kiosk'))
    return <Navigate to="/checkinout" replace />;
  const active = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? tabs[0]?.key;
  const can = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(user, permission);
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        <PageHeading
          title={t('common:home.welcome', { name: user?.name ?? '' })}
          documentTitle={t('common:menu.home')}
        />
      </div>
      {user && (
        <Typography.Paragraph type="secondary">
          {t('common:home.subtitle', {
            role: t(`common:${roleKey(user.role_id)}`),
            department: user.department_name ?? t('common:empty'),
          })}
        </Typography.Paragraph>
      )}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('common:home.shortcuts')}
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {can('attendance.view') && <Shortcut to="/timekeeping" title={t('links.timekeeping')} />}
        {can('attendance.report') && <Shortcut to="/report" title={t('links.report')} />}
        <Shortcut
          to="/profile"
          icon={<UserOutlined style={{ fontSize: 24 }} />}
          title={t('common:menu.profile')}
          text={t('common:home.profile_text')}
        />
        <Shortcut
          to="/change-password"
          icon={<KeyOutlined style={{ fontSize: 24 }} />}
          title={t('common:menu.change_password')}
          text={t('common:home.change_password_text')}
        />
      </Row>
      {!user ? (
        <Skeleton active />
      ) : (
        tabs.length > 0 && (
          <Card>
            <Tabs
              activeKey={active}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              destroyOnHidden
              items={tabs.map((tab) => {
                const Part = partOf(tab);
                return {
                  key: tab.key,
                  label: t(tab.labelKey),
                  children: (
                    <Suspense fallback={<Skeleton active />}>
                      <Part />
                    </Suspense>
                  ),
                };
              })}
            />
          </Card>
        )
      )}
    </>
  );
}
