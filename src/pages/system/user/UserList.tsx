import { Button, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../../api/http';
import { systemUserApi, type UserView } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import { USER_ACCESS_TYPES, USER_ACCOUNT_TYPES, USER_COLUMNS, USER_IMPORT_COLUMNS, USER_STATUSES } from '../../../contract/users';
import { validateLoginName, validateSignUpPassword } from '../../../domain/validation/account';
import { confirm } from '../../../forms';
import { hasAbility, session } from '../../../state/session';
import { settings } from '../../../state/settings';
import type { ListColumn } from '../../../ui/list/ListTable';
import { instantText, TimeCell, useZoneHint } from '../../../ui/list/times';
import type { FieldSpec, OptionSpec } from '../../../ui/resource/formModel';
import { ResourceList, type ResourceListConfig } from '../../../ui/resource/ResourceList';
import type { SearchSpec } from '../../../ui/resource/searchModel';
import { detailPath, useUserChoices, type UserDetail } from './userChoices';
import './user.css';

const F = 'systemUser.field';

/** A user as the list holds it: the role and seat ids beside the records, for the form's choices. */
export type UserRowView = UserView & { roleIds: string[]; seatIds: string[] };
const rowOf = (u: UserView): UserRowView => ({ ...u, roleIds: u.roles.map((r) => r.id), seatIds: u.seats.map((s) => s.id) });

/** The detail screens of the "more" menu, with the permission each needs. */
const DETAILS: readonly { which: UserDetail; perm: string; icon: 'key' | 'people' | 'desktop' | 'mobile-phone' | 'shield' }[] = [
  { which: 'password', perm: 'user:resetPassword', icon: 'key' },
  { which: 'roles', perm: 'user:edit', icon: 'people' },
  { which: 'seats', perm: 'user:edit', icon: 'desktop' },
  { which: 'mobile', perm: 'user:permission', icon: 'mobile-phone' },
  { which: 'permissions', perm: 'user:permission', icon: 'shield' },
];
const DETAIL_LABEL: Record<UserDetail, string> = {
  password: 'systemUser.action.resetPassword',
  roles: 'systemUser.action.roles',
  seats: 'systemUser.action.seats',
  mobile: 'systemUser.action.mobile',
  permissions: 'systemUser.action.permissions',
};

/** At most two names, then "+n" (the whole list in the tooltip). */
function Names({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  const sep = t('systemUser.listSeparator');
  return (
    <span title={names.join(sep)}>
      {names.slice(0, 2).join(sep)}
      {names.length > 2 && (
        <Tag minimal round className="foc-user__more">
          +{names.length - 2}
        </Tag>
      )}
    </span>
  );
}

/** System users (`system/user/UserList`): search, paging, create main and sub accounts, edit, enable / disable, delete, export, import, and the links to each user's details. */
export default function UserList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const tt = timeType === 'Local' ? 'UTC' : timeType;
  const hint = useZoneHint()(tt);
  const choices = useUserChoices();
  const [mains, setMains] = useState<readonly OptionSpec[]>([]);
  const [changed, setChanged] = useState<ReadonlyMap<string, UserRowView>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    systemUserApi
      .listQuiet({ pageSize: 500, searchParas: { conditions: [{ name: 'accountType', op: 'eq', value: 1 }] } })
      .then((a) => setMains(a.list.map((u) => ({ value: u.id, label: `${u.personName} (${u.userName})` }))))
      .catch(() => undefined);
  }, [changed]);

  const current = useCallback((r: UserRowView) => {
    const c = changed.get(r.id);
    return c && c.version > r.version ? c : r;
  }, [changed]);

  const toggle = useCallback(
    async (r: UserRowView) => {
      const enable = r.status === 0;
      if (!enable && !(await confirm({ message: t('systemUser.disableConfirm', { name: r.personName || r.userName }) }))) return;
      setBusy(r.id);
      try {
        const saved = rowOf(await systemUserApi.setEnabled(r.id, r.version, enable));
        setChanged((m) => new Map(m).set(saved.id, saved));
        toastKey(enable ? 'systemUser.enabled' : 'systemUser.disabled', undefined, 'success', { name: saved.personName || saved.userName });
      } catch (e) {
        if (!(e instanceof RequestError)) throw e; // the request layer has told the user
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  const config = useMemo<ResourceListConfig<UserRowView>>(() => {
    const canToggle = hasAbility('user:enable') || hasAbility('user:disable');
    const details = DETAILS.filter((d) => hasAbility(d.perm));
    const enumOptions = (prefix: string, values: readonly number[]): OptionSpec[] => values.map((v) => ({ value: v, label: t(`systemUser.${prefix}.${v}`) }));
    const decl = new Map(USER_COLUMNS.map((c) => [c.key, c]));
    const col = (key: string, cell: (r: UserRowView) => ReactNode, text: (r: UserRowView) => string, sortable = true): ListColumn<UserRowView> => ({
      key,
      header: t(decl.get(key)!.label),
      ...(sortable ? { sortField: key } : {}),
      cell,
      text,
    });
    const time = (key: 'lastLoginTime' | 'createTime'): ListColumn<UserRowView> => ({
      ...col(key, (r) => (r[key] ? <TimeCell iso={r[key]} timeType={tt} /> : ''), (r) => instantText(r[key], tt)),
      hint,
    });
    const statusTag = (row: UserRowView) => {
      const r = current(row);
      return (
        <Tag minimal intent={r.status === 1 ? 'success' : 'danger'} data-testid="user-status">
          {t(`systemUser.status.${r.status}`)}
        </Tag>
      );
    };
    const columns: ListColumn<UserRowView>[] = [
      col('userName', (r) => <strong>{r.userName}</strong>, (r) => r.userName),
      col('personName', (r) => r.personName, (r) => r.personName),
      col('accountType', (r) => t(`systemUser.accountType.${r.accountType}`), (r) => t(`systemUser.accountType.${r.accountType}`)),
      col('accessType', (r) => t(`systemUser.accessType.${r.accessType}`), (r) => t(`systemUser.accessType.${r.accessType}`)),
      col('status', statusTag, (r) => t(`systemUser.status.${current(r).status}`)),
      col('seats', (r) => <Names names={r.seats.map((s) => choices.seatOptions.find((o) => o.value === s.id)?.label ?? s.name)} />, (r) => r.seats.map((s) => s.name).join(', '), false),
      col('roles', (r) => <Names names={r.roles.map((x) => x.name)} />, (r) => r.roles.map((x) => x.name).join(', '), false),
      col('mobile', (r) => r.mobile ?? '', (r) => r.mobile ?? '', false),
      col('email', (r) => r.email ?? '', (r) => r.email ?? ''),
      time('lastLoginTime'),
      time('createTime'),
    ];
    if (canToggle || details.length) {
      columns.push({
        key: 'userActions',
        header: t('systemUser.action.header'),
        cell: (row) => {
          const r = current(row);
          const may = hasAbility(r.status === 1 ? 'user:disable' : 'user:enable') && r.id !== session.user?.id;
          return (
            <span className="foc-user__actions">
              {may && (
                <Button
                  size="small"
                  variant="minimal"
                  intent={r.status === 1 ? 'warning' : 'success'}
                  icon={r.status === 1 ? 'disable' : 'tick-circle'}
                  text={t(r.status === 1 ? 'systemUser.action.disable' : 'systemUser.action.enable')}
                  loading={busy === r.id}
                  onClick={() => void toggle(r)}
                  data-testid={r.status === 1 ? 'user-disable' : 'user-enable'}
                />
              )}
              {details.length > 0 && (
                <Popover
                  placement="bottom-end"
                  content={
                    <Menu>
                      {details.map((d) => (
                        <MenuItem key={d.which} icon={d.icon} text={t(DETAIL_LABEL[d.which])} onClick={() => navigate(detailPath(d.which, r.id))} data-testid={`user-open-${d.which}`} />
                      ))}
                    </Menu>
                  }
                >
                  <Button size="small" variant="minimal" endIcon="caret-down" text={t('systemUser.action.more')} data-testid="user-more" />
                </Popover>
              )}
            </span>
          );
        },
        text: () => '',
      });
    }
    const search: SearchSpec[] = [
      { name: 'userName', label: `${F}.userName`, kind: 'text', op: 'like', width: 140 },
      { name: 'personName', label: `${F}.personName`, kind: 'text', op: 'like', width: 120 },
      { name: 'status', label: `${F}.status`, kind: 'select', options: enumOptions('status', USER_STATUSES) },
      { name: 'seatId', label: `${F}.seatId`, kind: 'select', options: choices.seatOptions },
      { name: 'roleId', label: `${F}.roleId`, kind: 'select', options: choices.roleOptions },
      { name: 'accessType', label: `${F}.accessType`, kind: 'select', options: enumOptions('accessType', USER_ACCESS_TYPES) },
    ];
    const form: FieldSpec[] = [
      { name: 'userName', label: `${F}.userName`, kind: 'text', required: true, createOnly: true, maxLength: 25, rule: (v) => validateLoginName(v) },
      { name: 'password', label: `${F}.password`, kind: 'text', secret: true, required: true, createOnly: true, maxLength: 30, rule: (v) => validateSignUpPassword(v, ''), helper: 'systemUser.form.passwordHint' },
      { name: 'personName', label: `${F}.personName`, kind: 'text', required: true, maxLength: 50 },
      { name: 'accountType', label: `${F}.accountType`, kind: 'select', required: true, notNull: true, options: enumOptions('accountType', USER_ACCOUNT_TYPES), initial: '1' },
      { name: 'parentId', label: `${F}.parentId`, kind: 'select', options: mains, helper: 'systemUser.form.parentHint' },
      { name: 'accessType', label: `${F}.accessType`, kind: 'select', required: true, notNull: true, options: enumOptions('accessType', USER_ACCESS_TYPES), initial: '0' },
      { name: 'mobile', label: `${F}.mobile`, kind: 'text', maxLength: 20 },
      { name: 'email', label: `${F}.email`, kind: 'text', maxLength: 100 },
      { name: 'seatIds', label: `${F}.seats`, kind: 'multiSelect', options: choices.seatOptions, wide: true },
      { name: 'roleIds', label: `${F}.roles`, kind: 'multiSelect', options: choices.roleOptions, wide: true, helper: 'systemUser.roles.hint' },
      { name: 'note', label: `${F}.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: 'systemUser',
      perm: 'user',
      noun: t('systemUser.noun'),
      fileName: t('systemUser.fileName'),
      exportUrl: '/common/v1/sysUsers/export',
      exportColumns: USER_COLUMNS.map((c) => c.key),
      importer: { base: '/common/v1/sysUsers', columns: USER_IMPORT_COLUMNS, permission: 'user:add', templateName: t('systemUser.importFileName') },
      rowKey: (r) => r.id,
      list: async (body) => {
        const a = await systemUserApi.list(body);
        return { totalNum: a.totalNum, list: a.list.map(rowOf) };
      },
      sort: { field: 'createTime', direction: 'desc' },
      columns,
      search,
      form,
      uniqueFields: { users_user_name_uq: 'userName' },
      create: async (body) => rowOf(await systemUserApi.create(body)),
      update: async (r, body) => rowOf(await systemUserApi.update(r.id, body)),
      get: async (r) => rowOf(await systemUserApi.get(r.id)),
      remove: (rows) => systemUserApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => current(r).version,
      onChanged: () => setChanged(new Map()),
    };
  }, [t, tt, hint, choices, mains, current, busy, toggle, navigate]);

  // the search's seat and role choices arrive after the first render
  return <ResourceList key={`${tt}-${choices.loaded}`} config={config} />;
}
