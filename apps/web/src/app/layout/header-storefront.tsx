import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate, useNavigationType } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { categoriesWithAvailableItems, inLanguage } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import { paths } from '../../lib/paths';
import { SearchField } from '../../lib/ui/search-field';
import { SEARCH_PARAM } from '../../lib/ui/wide-header';

/** The catalogue's search text when the catalogue is open, else nothing. */
function searchInAddress(pathname: string, search: string): string {
  return pathname.toLowerCase().startsWith(paths.sweets()) ? (new URLSearchParams(search).get(SEARCH_PARAM) ?? '') : '';
}

/** Marks the history entries the box itself writes. */
interface WrittenBySearch {
  headerSearch: string;
}

/**
 * The top bar's search box (wide screens): typing opens the catalogue and filters it as the customer
 * types. The box keeps its own text, so no keystroke is lost while a route change lands; the address
 * follows it, and Back or Forward (or any link) puts the address's words back in the box.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const location = useLocation();
  const { pathname } = location;
  const inAddress = searchInAddress(pathname, location.search);
  const [value, setValue] = useState(inAddress);
  const [seenKey, setSeenKey] = useState(location.key);
  // The page the box last left with a new history entry: further typing there replaces it.
  const [pushedFrom, setPushedFrom] = useState<string | null>(null);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const ours = navigationType !== 'POP' && (location.state as WrittenBySearch | null)?.headerSearch !== undefined;
    if (!ours) setValue(inAddress);
    if (pathname !== pushedFrom) setPushedFrom(null);
  }

  const onChange = (next: string) => {
    setValue(next);
    const target = next === '' ? paths.sweets() : `${paths.sweets()}?${SEARCH_PARAM}=${encodeURIComponent(next)}`;
    // While typing on the catalogue the history keeps one entry; from another page it is one new entry.
    const replace = pathname === paths.sweets() || pushedFrom === pathname;
    if (!replace) setPushedFrom(pathname);
    const state: WrittenBySearch = { headerSearch: next };
    void navigate(target, { replace, state });
  };

  return (
    <SearchField
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={onChange}
      autoComplete="off"
      size="small"
      shrinkLabel
      sx={{
        width: 340,
        bgcolor: 'background.paper',
        borderRadius: 1,
        // On the coloured bar the label sits on its own white tab, in the page's text colour.
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': {
          bgcolor: 'background.paper',
          px: 0.5,
          borderRadius: 0.5,
          color: 'text.secondary',
        },
      }}
    />
  );
}

/** The categories customers can shop (those with an available item), as links under the top bar. */
export function HeaderCategories() {
  const { data: catalogue } = useStorefrontCatalogue();
  const language = useLanguage();
  const { t } = useTranslation();
  if (!catalogue) return null;
  return (
    <Box component="nav" aria-label={t('topBar.categories')} sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', pb: 0.5 }}>
      {categoriesWithAvailableItems(catalogue).map((category) => (
        <Button
          key={category.id}
          component={NavLink}
          to={paths.sweets(category.id)}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, fontWeight: 600, '&.active': { bgcolor: 'primary.dark' } }}
        >
          {inLanguage(language, category.name, category.nameHi)}
        </Button>
      ))}
    </Box>
  );
}
