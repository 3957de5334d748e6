import { HydrationPart, lazyPart } from '@raon/design-system';
import type { ReactNode } from 'react';
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
  operation: lazyPart(() => import('./screens/Operation.tsx')),
  revenue: lazyPart(() => import('./screens/Revenue.tsx')),
  cost: lazyPart(() => import('./screens/Cost.tsx')),
  income: lazyPart(() => import('./screens/Income.tsx')),
  board: lazyPart(() => import('./screens/Board.tsx')),
  notice: lazyPart(() => import('./screens/Board.tsx').then((m) => ({ default: m.NoticeDetail }))),
  vocWrite: lazyPart(() => import('./screens/Voc.tsx')),
  vocDetail: lazyPart(() => import('./screens/Voc.tsx').then((m) => ({ default: m.VocDetail }))),
  mypage: lazyPart(() => import('./screens/MyPage.tsx')),
  membership: lazyPart(() => import('./screens/Membership.tsx')),
  booking: lazyPart(() => import('./screens/Membership.tsx').then((m) => ({ default: m.Booking }))),
};

function element(screen: PortalScreen): ReactNode {
  if (screen.screen === 'home') return <Home />;
  if (screen.screen === 'notFound') return <NotFound />;
  const Screen = reports[screen.screen];
  // Its own boundary inside the route: the shell (header, navigation, the outlet) streams and
  // hydrates at once, and only this boundary waits for the screen's code; its cards then wait for
  // their calls in boundaries of their own (calls/Card.tsx). A HydrationPart, so that the page
  // counts as hydrated (`<html data-hydrated>`) only once React has hydrated the screen: until its
  // code is in, a click on the server's form would be the browser's own submission (issue 27).
  return (
    <HydrationPart name="screen">
      <Screen />
    </HydrationPart>
  );
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
