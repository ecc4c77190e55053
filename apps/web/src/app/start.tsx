import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initSession } from '../lib/api-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The app itself; `main.tsx` starts it once the page's frame is on screen. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Spec §4: restore the stored session; an expired access token is refreshed before anything asks for it.
void initSession();
const router = createAppRouter();

// The first render is a transition: React renders it in slices between which the browser stays
// responsive, instead of one long task while a phone is still loading the page.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
