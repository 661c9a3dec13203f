import { Button, Tag } from 'antd';

/** The status badge: a button when it can be toggled, a plain tag otherwise. */
export function StatusButton({ status, label, onClick }: { status: number; label: string; onClick?: () => void }) {
  if (!onClick) return <Tag color={status === 1 ? 'success' : 'default'}>{label}</Tag>;
  return (
    <Button size="small" color={status === 1 ? 'green' : 'default'} variant="outlined" onClick={onClick}>
      {label}
    </Button>
  );
}
