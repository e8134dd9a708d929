import { RouterProvider, type RouterProviderProps } from 'react-router-dom';

/**
 * The router of the whole page. Its updates are plain React updates, not transitions (React Router's default): a
 * route change renders the new page in one go, the moment the address changes. As a transition the same render was
 * cut into 5 ms slices that gave way to every other task and frame of the page, and the next page's title came
 * 60-110 ms after the click instead of 25-50 (CPU x4). Nothing here relies on a transition keeping the old page on
 * screen: every remote and lazy part has its own loading state.
 */
export function AppRouter({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} useTransitions={false} />;
}
