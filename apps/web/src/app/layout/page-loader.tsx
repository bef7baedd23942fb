import { useTranslation } from 'react-i18next';

/** Shown while a page's code is still downloading: MUI's CircularProgress, drawn plain (decision 011). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loadingPage')} className="page-loader">
      <span className="page-loader__spinner" role="progressbar">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
