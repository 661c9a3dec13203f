import { LANGUAGES, type Language } from '@hr/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';

/** ENG / JP / VI, as on the sign-in screen and in the top bar. */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size={size}
      aria-label={t('language.label')}
      value={i18n.language as Language}
      options={LANGUAGES.slice()
        .sort((a, b) => ['en', 'ja', 'vi'].indexOf(a) - ['en', 'ja', 'vi'].indexOf(b))
        .map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(language) => void changeLanguage(language)}
    />
  );
}
