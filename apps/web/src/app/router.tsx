import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths, ROUTES } from '../lib/paths';
import { RootLayout, RootLoading } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * The route tree. Every screen is its own chunk, loaded on first visit. Screens render inside a
 * pathless error-boundary route, so a failing screen keeps the header and footer.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: RootLayout,
    HydrateFallback: RootLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            path: ROUTES.information,
            lazy: async () => ({
              Component: (await import('../features/information/information-page')).InformationPage,
            }),
          },
          {
            path: ROUTES.contact,
            lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
