import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';
import { NoticePage } from '../lib/ui/notice-page';
import { useDocumentTitle } from '../lib/use-document-title';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error, so going to another page shows that page again. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/** Catches a page that failed to render or load: it says so and offers a way on. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <SomethingWentWrong /> : this.props.children;
  }
}

function SomethingWentWrong() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageError.title'));
  return (
    <NoticePage
      title={t('pageError.title')}
      text={t('pageError.text')}
      actions={
        <>
          {/* Plain elements styled as MUI's buttons (decision 011): this boundary is in the first load. */}
          <button type="button" className="shop-button shop-button--contained" onClick={() => window.location.reload()}>
            {t('pageError.reload')}
          </button>
          <RouterLink to={paths.home} className="shop-button shop-button--outlined shop-button--primary">
            {t('pageError.goHome')}
          </RouterLink>
        </>
      }
    />
  );
}
