import { useTranslation } from 'react-i18next';

/** Shown while the catalogue loads: a card with MUI's CircularProgress (32 px), drawn plain (decision 011). */
export function LoadingCard() {
  const { t } = useTranslation('catalogue');
  return (
    <div role="status" className="catalogue-state">
      <span className="page-loader__spinner catalogue-state__spinner" aria-hidden="true">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      <p className="catalogue-state__text">{t('loading')}</p>
    </div>
  );
}
