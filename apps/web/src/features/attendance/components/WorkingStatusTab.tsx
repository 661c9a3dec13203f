import { buttonAllowed, type StaffRow, type StatusButton, type WorkingStatusBody } from '@hr/contracts';
import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useStoreWorkingStatus } from '../api/working-status';

/** The four buttons, codes 1 to 4 of section 4, each with its body. */
const BUTTONS: { button: StatusButton; label: string; body: Omit<WorkingStatusBody, 'checkin_date'> }[] = [
  { button: 'late_checkin', label: 'status.late_checkin', body: { is_late_checkin: 1 } },
  { button: 'early_checkout', label: 'status.early_checkout', body: { is_early_checkout: 1 } },
  { button: 'go_out', label: 'status.start_break', body: { break_status: 1 } },
  { button: 'come_back', label: 'status.finish_break', body: { break_status: 2 } },
];

/**
 * Working Status: four large buttons, each enabled by its rule (contracts' buttonAllowed), only for today and when
 * the person is not busy; the server checks the same rules. A failure says 'Register failed' (and why).
 */
export function WorkingStatusTab({ row, date, today }: { row: StaffRow; date: string; today: string }) {
  const { t } = useTranslation('attendance');
  const { message } = App.useApp();
  const store = useStoreWorkingStatus();
  const reason =
    date !== today ? 'only_today' : row.is_busy ? 'busy' : !row.check_time.checkin ? 'not_checked_in' : null;

  const press = (body: Omit<WorkingStatusBody, 'checkin_date'>) =>
    store.mutate(
      { userId: row.id, body: { checkin_date: date, ...body } },
      {
        onSuccess: () => void message.success(t('status.registered')),
        onError: (error) =>
          void message.error(
            error instanceof ApiError && error.status < 500 && error.body.message
              ? `${t('status.register_failed')}: ${error.body.message}`
              : t('status.register_failed'),
          ),
      },
    );

  return (
    <Flex vertical gap={16}>
      {reason && <Alert type="info" showIcon message={t(`status.${reason}`)} />}
      <Flex wrap gap={16}>
        {BUTTONS.map(({ button, label, body }) => (
          <Button
            key={button}
            type="primary"
            size="large"
            style={{ minWidth: 160, height: 72, fontSize: 18 }}
            disabled={reason !== null || !buttonAllowed(button, row.check_time) || store.isPending}
            onClick={() => press(body)}
          >
            {t(label)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
