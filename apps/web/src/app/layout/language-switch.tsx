import { useTranslation } from 'react-i18next';
import { chooseShopLanguage } from '../../i18n/page-language';
import { useLanguage } from '../../i18n/use-language';

/** English ⇄ हिन्दी on the top bar: the other language, named in itself. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <button
      type="button"
      className="top-bar__language"
      lang={language === 'en' ? 'hi' : 'en'}
      aria-label={t('language.switchLabel')}
      onClick={() => void chooseShopLanguage(language === 'en' ? 'hi' : 'en')}
    >
      {t('language.switchTo')}
    </button>
  );
}
