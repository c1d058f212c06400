import { Button, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { systemUserApi, type PermissionPoint } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import { hasAbility } from '../../../state/session';
import { PermissionTree } from '../../../ui/admin/PermissionTree';
import { permissionNodes } from '../../../ui/admin/permissionNodes';
import type { UserDetailProps } from './UserDetailFrame';

export interface Overrides {
  grants: ReadonlySet<string>;
  revokes: ReadonlySet<string>;
}

/** The points the user holds: their roles' points less the revoked ones, plus the granted ones. */
export const effective = (fromRoles: ReadonlySet<string>, o: Overrides): Set<string> => new Set([...[...fromRoles].filter((k) => !o.revokes.has(k)), ...o.grants]);

/** The overrides that make the user hold exactly `checked`: grants = checked − role points, revokes = role points − checked. */
export const overridesOf = (checked: ReadonlySet<string>, fromRoles: ReadonlySet<string>): Overrides => ({
  grants: new Set([...checked].filter((k) => !fromRoles.has(k))),
  revokes: new Set([...fromRoles].filter((k) => !checked.has(k))),
});

/**
 * A user's custom permissions over the roles', as the permission tree of the points they hold
 * (points of `kinds` only; the others keep their state). Each point tells whether it comes from a
 * role or is granted or revoked. Points the administrator does not hold cannot be granted (the
 * server refuses them too, 403).
 */
export function OverridesEditor({ user, reload, kinds, empty, onSaved }: UserDetailProps & { kinds?: readonly number[]; empty?: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<readonly PermissionPoint[] | null>(null);
  const [fromRoles, setFromRoles] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<string>>(saved);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [catalogue, own, roles] = await Promise.all([
        systemUserApi.permissions(),
        systemUserApi.overrides(user.id),
        Promise.all(user.roles.map((r) => systemUserApi.role(r.id))),
      ]);
      if (!live) return;
      setPoints(catalogue.filter((p) => !kinds || kinds.includes(p.kind)));
      const roleKeys = new Set(roles.flatMap((r) => r.permissionKeys));
      const current = effective(roleKeys, { grants: new Set(own.grants), revokes: new Set(own.revokes) });
      setFromRoles(roleKeys);
      setSaved(current);
      setChecked(current);
    })().catch(() => live && setPoints([]));
    return () => {
      live = false;
    };
  }, [user.id, user.roles, kinds]);

  const nodes = useMemo(() => (points ? permissionNodes(points, t) : []), [points, t]);
  const o = useMemo(() => overridesOf(checked, fromRoles), [checked, fromRoles]);
  const dirty = checked.size !== saved.size || [...checked].some((k) => !saved.has(k));
  // a point the administrator lacks may still be revoked or withdrawn (and a role's restored), never granted
  const isDisabled = (k: string) => !hasAbility(k) && !fromRoles.has(k) && !checked.has(k);

  if (!points) return <Spinner size={24} />;
  if (points.length === 0 && empty) return <div className="foc-user-detail__note">{t(empty)}</div>;

  const save = async () => {
    setSaving(true);
    try {
      await systemUserApi.setOverrides(user.id, { version: user.version, grants: [...o.grants], revokes: [...o.revokes] });
      toastKey('systemUser.detail.saved', undefined, 'success');
      onSaved?.();
      await reload();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e; // the request layer has told the user (403: not held)
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="foc-user-detail__tree">
        <PermissionTree
          nodes={nodes}
          checked={checked}
          onChange={setChecked}
          isDisabled={isDisabled}
          badge={(k) =>
            o.grants.has(k) ? (
              <Tag minimal intent="success">{t('systemUser.perm.granted')}</Tag>
            ) : o.revokes.has(k) ? (
              <Tag minimal intent="danger">{t('systemUser.perm.revoked')}</Tag>
            ) : fromRoles.has(k) ? (
              <Tag minimal>{t('systemUser.perm.fromRole')}</Tag>
            ) : isDisabled(k) ? (
              <span className="foc-user-detail__note">{t('systemUser.perm.notHeld')}</span>
            ) : null
          }
          testId="user-permission-tree"
        />
      </div>
      <div className="foc-user-detail__bar">
        <Button intent="primary" icon="floppy-disk" text={t('systemUser.detail.save')} disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="user-permission-save" />
        <span className="foc-user-detail__note" data-testid="user-permission-count">{t('systemUser.perm.count', { grants: o.grants.size, revokes: o.revokes.size })}</span>
      </div>
    </>
  );
}
