import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { SiteLayout } from './app/layout';

// Every screen is its own chunk; the admin area is one lazy chunk of its own.
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: page(() => import('./features/home/home-page')) },
      { path: '/auth', element: page(() => import('./features/auth/auth-page')) },
      { path: '/dashboard', element: page(() => import('./features/dashboard/dashboard-page')) },
      { path: '/membership', element: page(() => import('./features/membership/membership-page')) },
      {
        path: '/podium-booking',
        element: page(() => import('./features/hall-bookings/podium-booking-page')),
      },
      { path: '/parking-registration', element: page(() => import('./features/parking/parking-page')) },
      {
        path: '/house-repair-registration',
        element: page(() => import('./features/house-repairs/house-repair-page')),
      },
      { path: '/announcements', element: page(() => import('./features/announcements/announcements-page')) },
      { path: '/dos-and-donts', element: page(() => import('./features/dos-and-donts/dos-and-donts-page')) },
      { path: '/feedback', element: page(() => import('./features/feedback/feedback-page')) },
      { path: '/member-invoices', element: page(() => import('./features/invoices/member-invoices-page')) },
      { path: '/admin/*', element: page(() => import('./features/admin/admin-page')) },
      { path: '*', element: page(() => import('./features/not-found/not-found-page')) },
    ],
  },
  { path: '/receipt/:kind/:id', element: page(() => import('./features/receipts/receipt-page')) },
]);
