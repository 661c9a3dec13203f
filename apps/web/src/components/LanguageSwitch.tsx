import { type Language, LANGUAGES } from '@hr/contracts/languages';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';

const ORDER: Language[] = ['en', 'ja', 'vi'];

/**
 * ENG / JP / VI, as on the sign-in screen and in the top bar. Radio buttons rather than antd's Segmented, whose
 * option tooltips would put ~30 KB (gzip) on the sign-in page.
 */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation();
  return (
    <Radio.Group
      size={size}
      optionType="button"
      aria-label={t('language.label')}
      value={i18n.language}
      options={ORDER.filter((language) => LANGUAGES.includes(language)).map((language) => ({
        value: language,
        label: t(`language.${language}`),
      }))}
      onChange={(event) => void changeLanguage(event.target.value as Language)}
    />
  );
}
