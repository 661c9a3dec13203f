import { KeyOutlined, UserOutlined } from '../../components/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { roleKey } from '../../lib/access';
import { PageHeading } from '../../components/PageHeading';

function Shortcut({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Link to={to}>
        <Card hoverable>
          <Card.Meta avatar={icon} title={<h3 style={{ fontSize: 16, margin: 0 }}>{title}</h3>} description={text} />
        </Card>
      </Link>
    </Col>
  );
}

/** `/`: a greeting and the pages this person can open. Later areas add their shortcuts and the overview here. */
export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        <PageHeading title={t('home.welcome', { name: user?.name ?? '' })} documentTitle={t('menu.home')} />
      </div>
      {user && (
        <Typography.Paragraph type="secondary">
          {t('home.subtitle', { role: t(roleKey(user.role_id)), department: user.department_name ?? t('empty') })}
        </Typography.Paragraph>
      )}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('home.shortcuts')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Shortcut
          to="/profile"
          icon={<UserOutlined style={{ fontSize: 24 }} />}
          title={t('menu.profile')}
          text={t('home.profile_text')}
        />
        <Shortcut
          to="/change-password"
          icon={<KeyOutlined style={{ fontSize: 24 }} />}
          title={t('menu.change_password')}
          text={t('home.change_password_text')}
        />
      </Row>
    </>
  );
}
