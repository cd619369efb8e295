import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RouteLanguage } from '@sprout/core';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../../../config/paths';
import { AdminTexts } from './admin-texts';
import { RequireAdminSession } from './require-admin-session';
import { AdminLayout } from './admin-layout';

// Each page is a chunk of its own; the app's entry knows only this one lazy component.
const AdminLoginPage = lazy(() => import('./admin-login-page'));
const AdminDashboardPage = lazy(() => import('./admin-dashboard-page'));
const EmailSettingsPage = lazy(() => import('./email-settings-page'));
const GrowthDebugPage = lazy(() => import('./growth-debug-page'));
const TwoFactorPage = lazy(() => import('./two-factor-page'));
const ActivityLogPage = lazy(() => import('../activity/activity-log-page'));

/**
 * Every /admin/... route (spec section 2, "Admin routes"): no language segment; texts in the
 * language resolved for the visit (`lang`), with the admin catalog loaded first.
 */
export default function AdminRoutes({ lang }: { lang: RouteLanguage }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route element={<AdminTexts lang={lang} />}>
          <Route index element={<Navigate replace to={adminPaths.login} />} />
          <Route path="login" element={<AdminLoginPage />} />
          <Route element={<RequireAdminSession />}>
            <Route element={<AdminLayout />}>
              <Route path="dashboard" element={<AdminDashboardPage />} />
              <Route path="email-settings" element={<EmailSettingsPage lang={lang} />} />
              <Route path="growth-debug" element={<GrowthDebugPage />} />
              <Route path="two-factor" element={<TwoFactorPage />} />
              <Route path="activity" element={<ActivityLogPage />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate replace to={adminPaths.login} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
