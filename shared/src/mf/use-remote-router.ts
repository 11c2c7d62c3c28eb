import { useMemo } from 'react';
import type { MountProps } from './contract';
import { createRouterNavigator, type RouterNavigatorLike } from './router-navigator';

/** Props for a remote's controlled react-router <Router>: `<Router {...useRemoteRouter(props)}>`. */
export function useRemoteRouter(props: MountProps): {
  basename: string;
  location: { pathname: string; search: string };
  navigator: RouterNavigatorLike;
} {
  const navigator = useMemo(() => createRouterNavigator(props.basePath), [props.basePath]);
  return {
    basename: props.basePath || '/',
    location: { pathname: props.pathname, search: props.search },
    navigator,
  };
}
