import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { messages } from '../messages';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';

/** Page frame: skip link, header, the main landmark and the footer. */
export function AppLayout({ logoOnly = false }: { logoOnly?: boolean }) {
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="shell-skip-link" href="#main">
        {messages.skipToContent}
      </a>
      <Header logoOnly={logoOnly} />
      <main id="main" className="shell-main" tabIndex={-1}>
        {/* Pages are loaded on first visit (app.tsx); the header stays while one arrives. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
