// `any` props: like React.lazy, these take any component, whatever its props.
/* eslint-disable @typescript-eslint/no-explicit-any */
import type { ComponentProps, ComponentType } from 'react';
import { lazyWithReload, type LazyComponent } from '../lazy-with-reload';

/**
 * `lazyWithReload` for a component drawn with MUI: its module and MUI's theme load together, and it is
 * drawn inside the theme. MUI and its styling runtime so stay out of a shopper's first load.
 */
export function lazyWithTheme<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
): LazyComponent<M[K]> {
  return lazyWithReload(async () => {
    const [module, { MuiTheme }] = await Promise.all([load(), import('./mui-theme')]);
    const Component = module[exportName] as ComponentType<any>;
    function Themed(props: ComponentProps<M[K]>) {
      return (
        <MuiTheme>
          <Component {...props} />
        </MuiTheme>
      );
    }
    return { [exportName]: Themed } as unknown as M;
  }, exportName);
}
