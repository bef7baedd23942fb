import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
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
  useDocumentTitle('Something went wrong');
  return (
    <NoticePage
      title="Something went wrong"
      text="Sorry, this page could not be shown. Reloading usually fixes it; if not, please try again in a few minutes."
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            Go to home
          </Button>
        </>
      }
    />
  );
}
