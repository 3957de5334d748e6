import { lazy, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { NotFound } from './screens/NotFound.tsx';
import { Shell } from './Shell.tsx';
import { PORTAL_ROOT, portalScreens, type PortalScreen } from './routes.ts';

import Home from './screens/Home.tsx';
// The report screens' styles come with the page: the server renders a report before its chunk is
// in the browser (a lazily imported module's CSS is not in the page's head).
import './reports/reports.css.ts';
import './reports/print.css';

// Each report screen is its own chunk (issue 12, point 8): /member's first JavaScript stays the home's.
const reports = {
  operation: lazy(() => import('./screens/Operation.tsx')),
  revenue: lazy(() => import('./screens/Revenue.tsx')),
  cost: lazy(() => import('./screens/Cost.tsx')),
  income: lazy(() => import('./screens/Income.tsx')),
  board: lazy(() => import('./screens/Board.tsx')),
  notice: lazy(() => import('./screens/Board.tsx').then((m) => ({ default: m.NoticeDetail }))),
  vocWrite: lazy(() => import('./screens/Voc.tsx')),
  vocDetail: lazy(() => import('./screens/Voc.tsx').then((m) => ({ default: m.VocDetail }))),
  mypage: lazy(() => import('./screens/MyPage.tsx')),
  membership: lazy(() => import('./screens/Membership.tsx')),
  booking: lazy(() => import('./screens/Membership.tsx').then((m) => ({ default: m.Booking }))),
};

function element(screen: PortalScreen): ReactNode {
  if (screen.screen === 'home') return <Home />;
  if (screen.screen === 'notFound') return <NotFound />;
  const Screen = reports[screen.screen];
  return <Screen />;
}

/** SPEC §2 member routes in one react-router tree (DESIGN §2): static on the server, the browser's history after hydration. */
export function PortalApp({ url }: { url: string }) {
  const routes = (
    <Routes>
      <Route path={PORTAL_ROOT} element={<Shell />}>
        {portalScreens.map((screen) =>
          screen.path === '' ? <Route key="index" index element={element(screen)} /> : <Route key={screen.path} path={screen.path} element={element(screen)} />,
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
  return import.meta.env.SSR ? <StaticRouter location={url}>{routes}</StaticRouter> : <BrowserRouter>{routes}</BrowserRouter>;
}
