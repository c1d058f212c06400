import { Button, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { systemUserApi, type PermissionPoint } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import { hasAbility } from '../../../state/session';
import { PermissionKindTree } from '../../../ui/admin/PermissionKindTree';
import type { UserDetailProps } from './UserDetailFrame';

export interface Overrides {
  grants: ReadonlySet<string>;
  revokes: ReadonlySet<string>;
}

/** Holds `key` after the overrides: granted, or from a role and not revoked. */
export const holds = (key: string, fromRoles: ReadonlySet<string>, o: Overrides) => o.grants.has(key) || (fromRoles.has(key) && !o.revokes.has(key));

/** Ticking or unticking a point: a role's point is revoked or restored, any other is granted or withdrawn. */
export function toggleOverride(key: string, fromRoles: ReadonlySet<string>, o: Overrides): Overrides {
  const grants = new Set(o.grants);
  const revokes = new Set(o.revokes);
  if (fromRoles.has(key)) {
    if (revokes.has(key)) revokes.delete(key);
    else revokes.add(key);
    grants.delete(key);
  } else if (grants.has(key)) grants.delete(key);
  else grants.add(key);
  return { grants, revokes };
}

/**
 * A user's custom permissions over the roles', as the permission tree (points of `kinds` only;
 * the others' overrides are kept as they are). Points the administrator does not hold cannot be
 * granted (the server refuses them too, 403).
 */
export function OverridesEditor({ user, reload, kinds, empty, onSaved }: UserDetailProps & { kinds?: readonly number[]; empty?: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<readonly PermissionPoint[] | null>(null);
  const [fromRoles, setFromRoles] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState<Overrides>({ grants: new Set(), revokes: new Set() });
  const [o, setO] = useState<Overrides>(saved);
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
      setFromRoles(new Set(roles.flatMap((r) => r.permissionKeys)));
      const current = { grants: new Set(own.grants), revokes: new Set(own.revokes) };
      setSaved(current);
      setO(current);
    })().catch(() => live && setPoints([]));
    return () => {
      live = false;
    };
  }, [user.id, user.roles, kinds]);

  const dirty = useMemo(() => {
    const same = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((k) => b.has(k));
    return !same(o.grants, saved.grants) || !same(o.revokes, saved.revokes);
  }, [o, saved]);

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
        <PermissionKindTree
          points={points}
          kindLabel="systemUser.perm.kind"
          isChecked={(k) => holds(k, fromRoles, o)}
          // a point the administrator lacks may still be revoked or withdrawn, never granted
          isDisabled={(k) => !hasAbility(k) && !holds(k, fromRoles, o)}
          onToggle={(k) => setO((cur) => toggleOverride(k, fromRoles, cur))}
          badges={(k) =>
            o.grants.has(k) ? (
              <Tag minimal intent="success">{t('systemUser.perm.granted')}</Tag>
            ) : o.revokes.has(k) ? (
              <Tag minimal intent="danger">{t('systemUser.perm.revoked')}</Tag>
            ) : fromRoles.has(k) ? (
              <Tag minimal>{t('systemUser.perm.fromRole')}</Tag>
            ) : !hasAbility(k) ? (
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
