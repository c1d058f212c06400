import { useCallback, useEffect, useState } from 'react';
import { RequestError } from '../../../api/http';
import { roleApi, type RoleDetail } from './roleApi';

/**
 * The role a panel edits, read when the panel opens: its points, data permissions and version.
 * `saved` records the version a command answered; `reload` reads it again (after a 412).
 */
export function usePanelRole(roleId: string) {
  const [role, setRole] = useState<RoleDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(async () => {
    setRole(await roleApi.detail(roleId));
  }, [roleId]);
  useEffect(() => {
    setRole(null);
    void reload().catch(() => undefined);
  }, [reload]);

  /** Runs a save; a refusal has been told to the user by the request layer (a stale version reloads). */
  const save = useCallback(
    async (run: (version: number) => Promise<{ version: number }>, after: (r: RoleDetail, version: number) => RoleDetail): Promise<boolean> => {
      if (!role) return false;
      setBusy(true);
      try {
        const { version } = await run(role.version);
        setRole(after(role, version));
        return true;
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        if (e.status === 412) await reload().catch(() => undefined);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [role, reload],
  );
  return { role, busy, save, reload };
}
