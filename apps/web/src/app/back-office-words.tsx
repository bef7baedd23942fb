import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { i18n } from '../i18n/i18n';
import { BACK_OFFICE_NAMESPACES } from '../i18n/namespaces';

/** The back office's words, and the product's (`messages`, which its forms' checks say), all in one go. */
const BACK_OFFICE_WORDS = [...BACK_OFFICE_NAMESPACES, 'messages'] as const;

/**
 * Around the back office's routes (sign-in included): waits (Suspense) until every back-office namespace
 * is here, so no screen, dialog or drawer in it is drawn with its keys or in English and then again,
 * and moving between its screens never waits for words. They are one chunk per language (vite.config.ts).
 */
export function BackOfficeWords() {
  useTranslation([...BACK_OFFICE_WORDS]);
  return <Outlet />;
}

/** For the first screen (lib/first-screen.ts): a page opened at a back-office address is drawn once its words are here. */
BackOfficeWords.preload = (): Promise<void> => i18n.loadNamespaces([...BACK_OFFICE_WORDS]);
