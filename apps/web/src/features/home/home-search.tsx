import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { SEARCH_PARAM } from '../../lib/ui/wide-header';

/**
 * The home page's search box on a phone or tablet, where the top bar has no room for one: it opens
 * the catalogue with the words typed (`/sweets?q=…`), as the wide top bar's box does. A plain form
 * (class-styled, decision 011), so it works before the app's code has run and adds nothing heavy to
 * the home page's first load; wide screens hide it, their top bar has the box.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = words.trim();
    void navigate(typed ? `${paths.sweets()}?${SEARCH_PARAM}=${encodeURIComponent(typed)}` : paths.sweets());
  };
  return (
    <form className="home__search" role="search" action={paths.sweets()} method="get" onSubmit={search}>
      <span className="home__search-icon">
        {/* Material's search icon, drawn here: the icons of lib/ui load with every page. */}
        <svg className="shop-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
        </svg>
      </span>
      <input
        className="home__search-input"
        aria-label={t('search.label')}
        type="search"
        name={SEARCH_PARAM}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
    </form>
  );
}
