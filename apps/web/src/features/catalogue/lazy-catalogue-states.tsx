import { Suspense, type ComponentProps } from 'react';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';

const NoMatch = lazyWithTheme(() => import('./catalogue-states'), 'NoMatchCard');
const LoadError = lazyWithTheme(() => import('./catalogue-states'), 'LoadErrorCard');

/** No item matches the filter (loaded with MUI when first shown). */
export function NoMatchCard(props: ComponentProps<typeof NoMatch>) {
  return (
    <Suspense fallback={null}>
      <NoMatch {...props} />
    </Suspense>
  );
}

/** The catalogue or an item could not be loaded (loaded with MUI when first shown). */
export function LoadErrorCard(props: ComponentProps<typeof LoadError>) {
  return (
    <Suspense fallback={null}>
      <LoadError {...props} />
    </Suspense>
  );
}
