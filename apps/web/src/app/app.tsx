import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router/router';

function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/** The whole portal: providers around the locale-prefixed router. */
export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
