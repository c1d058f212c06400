import { Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pathExists } from '../../api/account';

/**
 * A signed-in path that is not among the user's routes: a screen of the product the user may not
 * open goes to /403 ("no access to the current page"), anything else to /404.
 */
export function UnknownRoute() {
  const { pathname } = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    pathExists(pathname).then(
      (r) => live && setTarget(r.exists ? '/403' : '/404'),
      () => live && setTarget('/404'),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  return target ? <Navigate to={target} replace /> : <Spinner className="foc-boot-spinner" />;
}
