import type { ReactNode } from 'react';

interface NoticePageProps {
  title: string;
  text: ReactNode;
  /** The ways on, e.g. a "Back to home" link styled as a button (`shop-button`). */
  actions: ReactNode;
}

/**
 * A centred page with nothing to show but a heading, a sentence and the ways on (not found, failed):
 * MUI's Container (`sm`), Typography and Stack, drawn plain (class-styles.ts), as the error page is in
 * the first load.
 */
export function NoticePage({ title, text, actions }: NoticePageProps) {
  return (
    <div className="notice-page">
      <h1 className="shop-h1 notice-page__title">{title}</h1>
      <p className="notice-page__text">{text}</p>
      <div className="notice-page__actions">{actions}</div>
    </div>
  );
}
