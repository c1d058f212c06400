import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastKey } from '../../../app/toaster';
import { hasAbility } from '../../../state/session';
import { PermissionTree } from '../../../ui/admin/PermissionTree';
import { KIND_ORDER, leafKeys, permissionNodes } from '../../../ui/admin/permissionNodes';
import { roleApi, type PermissionPoint } from './roleApi';
import { usePanelRole } from './usePanelRole';

let catalogue: Promise<PermissionPoint[]> | null = null;
/** The catalogue, read once per page load (it changes only with a new server version). */
function loadCatalogue(): Promise<PermissionPoint[]> {
  catalogue ??= roleApi.catalogue().catch((e: unknown) => {
    catalogue = null;
    throw e;
  });
  return catalogue;
}

/** Points of these kinds only: the others the role holds are kept as they are when saving. */
export function mergeKeys(held: readonly string[], shown: ReadonlySet<string>, ticked: ReadonlySet<string>): string[] {
  return [...new Set([...held.filter((k) => !shown.has(k)), ...ticked])].sort();
}

/** The role's permission points of some kinds as a tree with check boxes, saved at once. */
export function PermissionPanel({ roleId, kinds = KIND_ORDER }: { roleId: string; kinds?: readonly number[] }) {
  const { t } = useTranslation();
  const { role, busy, save } = usePanelRole(roleId);
  const [points, setPoints] = useState<PermissionPoint[] | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const canSave = hasAbility('role:permission');

  useEffect(() => {
    void loadCatalogue().then(setPoints, () => setPoints([]));
  }, []);
  useEffect(() => {
    if (role) setChecked(new Set(role.permissionKeys));
  }, [role]);

  const nodes = useMemo(() => (points ? permissionNodes(points, t, kinds) : []), [points, t, kinds]);
  const shown = useMemo(() => new Set(nodes.flatMap(leafKeys)), [nodes]);

  if (!role || !points) return <Spinner size={30} />;
  if (nodes.length === 0) return <NonIdealState icon="lock" title={t('systemRole.noPoints')} />;

  const submit = () =>
    void save(
      (version) => roleApi.setPermissions(roleId, version, mergeKeys(role.permissionKeys, shown, checked)),
      (r, version) => ({ ...r, version, permissionKeys: mergeKeys(r.permissionKeys, shown, checked) }),
    ).then((done) => done && toastKey('systemRole.saved', undefined, 'success'));

  return (
    <div className="foc-role-panel" data-testid="role-permissions">
      {role.isAdmin && <p className="foc-role-panel__note">{t('systemRole.adminHoldsAll')}</p>}
      <PermissionTree nodes={nodes} checked={checked} onChange={setChecked} readOnly={!canSave} />
      {canSave && (
        <div className="foc-role-panel__actions">
          <Button intent="primary" icon="floppy-disk" text={t('systemRole.save')} loading={busy} onClick={submit} data-testid="role-permissions-save" />
        </div>
      )}
    </div>
  );
}
