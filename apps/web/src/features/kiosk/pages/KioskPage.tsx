import type { KioskCheckAnswer } from '@hr/contracts';
import { Alert, Avatar, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { PageHeading } from '../../../components/PageHeading';
import { UserMenu } from '../../../components/UserMenu';
import { formatCompanyToday, formatTime } from '../../../lib/format';
import { failureText } from '../../../lib/save-error';
import { useKioskCheck } from '../api/check';

// The scanner library loads only when the camera is turned on.
const QrScanner = lazy(() => import('../components/QrScanner').then((m) => ({ default: m.QrScanner })));

/** The same code read again this soon by the camera is not sent again (the server answers a repeat anyway). */
const SAME_CODE_MS = 4000;
/** How long a result stays on the screen. */
const SHOW_MS = 8000;

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /checkinout: a reception tablet, full screen. A person shows their badge's QR code to the camera or types their
 * staff ID; the screen says who, when, and in or out, in large type and in the kiosk's language.
 */
export default function KioskPage() {
  const { t } = useTranslation(['kiosk', 'common']);
  const now = useClock();
  const check = useKioskCheck();
  const [form] = Form.useForm<{ code: string }>();
  const [result, setResult] = useState<KioskCheckAnswer>();
  const [error, setError] = useState<string>();
  const [camera, setCamera] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const last = useRef<{ code: string; at: number }>({ code: '', at: 0 });

  useEffect(() => {
    if (!result && !error) return;
    const timer = setTimeout(() => {
      setResult(undefined);
      setError(undefined);
    }, SHOW_MS);
    return () => clearTimeout(timer);
  }, [result, error]);

  const send = (raw: string) => {
    const code = raw.trim();
    if (!code) return;
    const at = Date.now();
    if (code === last.current.code && at - last.current.at < SAME_CODE_MS) return;
    last.current = { code, at };
    check.mutate(code, {
      onSuccess: (answer) => {
        setError(undefined);
        setResult(answer);
        form.resetFields();
      },
      onError: (failure) => {
        setResult(undefined);
        setError(failureText(failure, t('failed')));
      },
    });
  };

  return (
    <Flex vertical align="center" gap={24} style={{ minHeight: '100vh', padding: 24, background: '#f0f5ff' }}>
      <Flex justify="space-between" align="center" style={{ width: '100%' }}>
        <PageHeading title={t('title')} />
        <Flex gap={8} align="center">
          <LanguageSwitch />
          <UserMenu compact />
        </Flex>
      </Flex>
      <div style={{ textAlign: 'center' }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }} aria-hidden="true">
          {formatTime(now.toISOString())}
        </div>
        <Typography.Text style={{ fontSize: 20 }}>{formatCompanyToday()}</Typography.Text>
      </div>
      <Card style={{ width: '100%', maxWidth: 560 }}>
        <Typography.Paragraph style={{ fontSize: 18 }}>{t('hint')}</Typography.Paragraph>
        <Form form={form} name="kiosk-check" layout="vertical" onFinish={(values) => send(values.code ?? '')}>
          <Form.Item name="code" label={t('staff_id')}>
            <Input size="large" autoFocus autoComplete="off" maxLength={64} style={{ fontSize: 28 }} />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button type="primary" size="large" htmlType="submit" loading={check.isPending}>
              {t('submit')}
            </Button>
            <Button size="large" onClick={() => setCamera((on) => !on)} disabled={cameraFailed}>
              {camera ? t('camera_stop') : t('camera_start')}
            </Button>
          </Flex>
        </Form>
        {camera && !cameraFailed && (
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Suspense fallback={null}>
              <QrScanner label={t('camera_start')} onCode={send} onError={() => setCameraFailed(true)} />
            </Suspense>
          </div>
        )}
        {cameraFailed && <Alert type="warning" style={{ marginTop: 16 }} title={t('camera_failed')} />}
      </Card>
      <div aria-live="assertive" style={{ width: '100%', maxWidth: 560 }}>
        {result && (
          <Card
            data-testid="kiosk-result"
            style={{
              textAlign: 'center',
              borderColor: result.direction === 'in' ? '#389e0d' : '#0958d9',
              borderWidth: 3,
            }}
          >
            <Avatar size={96} style={{ fontSize: 40 }}>
              {result.name.slice(0, 1)}
            </Avatar>
            <div style={{ fontSize: 36, fontWeight: 700, marginTop: 12 }}>{result.name}</div>
            <div style={{ fontSize: 20 }}>{result.staff_id}</div>
            <div style={{ fontSize: 48, fontWeight: 700, color: result.direction === 'in' ? '#237804' : '#003eb3' }}>
              {result.direction === 'in' ? t('checked_in') : t('checked_out')} {formatTime(result.occurred_at)}
            </div>
            {result.repeated && <Typography.Text type="secondary">{t('repeated')}</Typography.Text>}
          </Card>
        )}
        {error && <Alert type="error" showIcon title={<span style={{ fontSize: 22 }}>{error}</span>} />}
      </div>
    </Flex>
  );
}
