import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { NotFound } from './screens/NotFound.tsx';
import { Preparing } from './screens/Preparing.tsx';
import { Shell } from './Shell.tsx';
import { PORTAL_ROOT, portalScreens, type PortalScreen } from './routes.ts';

import Home from './screens/Home.tsx';

function element(screen: PortalScreen): ReactNode {
  if (screen.screen === 'home') return <Home />;
  if (screen.screen === 'notFound') return <NotFound />;
  return <Preparing menu={screen.menu} />;
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
