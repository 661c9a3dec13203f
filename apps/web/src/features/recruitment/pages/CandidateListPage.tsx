import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { CandidateListTab } from '../components/CandidateListTab';

/** /listCandidates, the legacy address of the candidate list (its menu entry: ICT, as the specification writes). */
export default function CandidateListPage() {
  const { t } = useTranslation('recruitment');
  return (
    <Card title={<PageHeading title={t('title')} />}>
      <CandidateListTab />
    </Card>
  );
}
