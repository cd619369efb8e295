import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { isRouteLanguage, type RouteLanguage } from '@sprout/core';
import { i18n, preloadCatalogs } from '../lib/i18n';
import { lazyPage } from './lazy-page';
import { Spinner } from '../components/ui/spinner';
import { useRouteLanguage } from '../lib/use-route-language';
import { RequireAuth } from '../features/auth/components/require-auth';
import { watchAuth, type AuthStart } from '../features/auth/api/watch-auth';
import { hadSession } from '../lib/session-hint';
import { useAuthStore } from '../stores/auth-store';
import LandingPage from '../features/landing/components/landing-page';
import { LanguageLayout, resolveLanguageNow, WithResolvedLanguage } from './language-layout';
import { ErrorBoundary } from './error-boundary';
import { DashboardFrame } from './layout/dashboard-frame';
import { AfterFirstPaint } from './layout/after-first-paint-page';
import { rememberedName } from '../lib/session-hint';
import { appPaths } from '../config/paths';

const SignUpPage = lazyPage(() => import('../features/auth/components/signup-page'), 'auth');
const SignInPage = lazyPage(() => import('../features/auth/components/signin-page'), 'auth');
const DashboardPage = lazyPage(() => import('./routes/dashboard-page'));
const SeasonPage = lazyPage(() => import('./routes/season-page'));
const AddChildPage = lazyPage(() => import('../features/children/components/add-child-page'));
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page'),
  'auth',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  'auth',
);
const TermsAcceptancePage = lazyPage(
  () => import('../features/auth/components/terms-acceptance-page'),
  'auth',
);
const AuthCallbackPage = lazyPage(
  () => import('../features/auth/components/auth-callback-page'),
  'auth',
);
const SettingsPage = lazyPage(() => import('./routes/settings-page'));
const TermsPage = lazyPage(() => import('../features/legal/components/terms-page'), 'legal');
const PrivacyPage = lazyPage(() => import('../features/legal/components/privacy-page'), 'legal');
const AboutPage = lazyPage(() => import('../features/legal/components/about-page'), 'legal');
const SharePage = lazyPage(() => import('./routes/share-page'));
const SavedProductsPage = lazyPage(
  () => import('../features/products/components/saved-products-page'),
);
const SignedInSync = lazy(() => import('./signed-in-sync'));
// The admin area: its own chunks, so parents never download it (issue 14).
const AdminRoutes = lazyPage(() => import('../features/admin/components/admin-routes'));

/** The pages by their address segment (`/{lang}/{segment}/…`), as the routes below name them. */
const pagesBySegment: Record<string, { preload: (lang: RouteLanguage) => void } | undefined> = {
  signup: SignUpPage,
  signin: SignInPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  'terms-acceptance': TermsAcceptancePage,
  terms: TermsPage,
  privacy: PrivacyPage,
  about: AboutPage,
  share: SharePage,
  dashboard: DashboardPage,
  'add-child': AddChildPage,
  season: SeasonPage,
  settings: SettingsPage,
  'saved-products': SavedProductsPage,
};

/** The pages a signed-out visitor uses: there, Auth may wait until the page has settled. */
const publicSegments = new Set([
  '',
  'signin',
  'signup',
  'forgot-password',
  'reset-password',
  'terms',
  'privacy',
  'about',
]);

/**
 * Whether the addressed page greets a parent this device remembers before Auth answers: its frame
 * (DashboardFrame) paints first, then its code and Auth load (issue 18).
 */
function drawsFrameFirst(pathname: string): boolean {
  const [, lang = '', segment = ''] = pathname.split('/');
  return isRouteLanguage(lang) && segment === 'dashboard' && rememberedName() !== null;
}

/** When the addressed page needs Auth: at once for its first paint, after it, or when settled. */
function authStart(pathname: string): AuthStart {
  const [, lang = '', segment = ''] = pathname.split('/');
  if (drawsFrameFirst(pathname)) return 'after-paint';
  if (hadSession()) return 'now';
  // `/` goes on to the landing page; other paths without a language (/auth/callback, /admin) need it.
  if (lang === '') return 'when-settled';
  return !isRouteLanguage(lang) || !publicSegments.has(segment) ? 'now' : 'when-settled';
}

/**
 * The page an address names starts loading with the app's own code, together with its language's
 * catalogs, rather than one after the other once React has drawn the frame.
 */
function preloadAddressedPage(pathname: string) {
  const [, lang, segment = ''] = pathname.split('/');
  if (!isRouteLanguage(lang)) return;
  preloadCatalogs(lang);
  if (!drawsFrameFirst(pathname)) pagesBySegment[segment]?.preload(lang);
}
preloadAddressedPage(window.location.pathname);

function RootRedirect() {
  return <Navigate replace to={appPaths.home(resolveLanguageNow())} />;
}

/** Unknown paths under a language go to that language's home page. */
function LanguageHome() {
  const lang = useRouteLanguage();
  return <Navigate replace to={appPaths.home(lang)} />;
}

/** The app's own routes: every page under a language, and the few without one. */
function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route
        path="/auth/callback"
        element={<WithResolvedLanguage render={(lang) => <AuthCallbackPage lang={lang} />} />}
      />
      <Route path=":lang" element={<LanguageLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="signup" element={<SignUpPage />} />
        <Route path="signin" element={<SignInPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="terms-acceptance" element={<TermsAcceptancePage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="about" element={<AboutPage />} />
        {/* /share/{token} gets a language like every other path without one. */}
        <Route path="share/:token" element={<SharePage />} />
        <Route element={<RequireAuth drawWhileRestoring />}>
          <Route
            path="dashboard"
            element={
              <AfterFirstPaint frame={<DashboardFrame />}>
                <DashboardPage />
              </AfterFirstPaint>
            }
          />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="add-child" element={<AddChildPage />} />
          <Route path="season/:season" element={<SeasonPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="saved-products" element={<SavedProductsPage />} />
        </Route>
        <Route path="*" element={<LanguageHome />} />
      </Route>
    </Routes>
  );
}

export function App() {
  useEffect(() => watchAuth(authStart(window.location.pathname)), []);
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  return (
    <I18nProvider i18n={i18n}>
      {uid && (
        <Suspense fallback={null}>
          <SignedInSync uid={uid} />
        </Suspense>
      )}
      <BrowserRouter>
        <ErrorBoundary>
          <Suspense fallback={<Spinner />}>
            {/*
              Admin routes have no language segment (spec 2). They are matched first, apart from
              the app's: otherwise `:lang/dashboard` would claim /admin/dashboard.
            */}
            <Routes>
              <Route
                path="/admin/*"
                element={<WithResolvedLanguage render={(lang) => <AdminRoutes lang={lang} />} />}
              />
              <Route path="*" element={<AppRoutes />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </I18nProvider>
  );
}
