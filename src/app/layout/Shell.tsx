import { Outlet } from 'react-router-dom';
import { Header } from '../header/Header';

/** Placeholder until the layouts land: header and the current view. */
export function Shell() {
  return (
    <div className="foc-shell">
      <Header />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
