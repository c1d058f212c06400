import { Button, Checkbox, HTMLTable, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastKey } from '../../../app/toaster';
import { hasAbility } from '../../../state/session';
import { roleApi } from './roleApi';
import { usePanelRole } from './usePanelRole';

interface Candidate {
  id: string;
  userName: string;
  personName: string;
}

/** The company's users with a tick for those holding the role; saving assigns and removes at once. */
export function RoleUsersPanel({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { role, busy, save } = usePanelRole(roleId);
  const [users, setUsers] = useState<Candidate[] | null>(null);
  const [held, setHeld] = useState<Set<string> | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [query, setQuery] = useState('');
  const [onlyChosen, setOnlyChosen] = useState(false);
  const canSave = hasAbility('role:permission');

  useEffect(() => {
    let live = true;
    void Promise.all([roleApi.users({ page: 1, pageSize: 500, sortProperties: 'userName', sortDirection: 'asc' }), roleApi.members(roleId)]).then(
      ([all, members]) => {
        if (!live) return;
        const byId = new Map<string, Candidate>(all.list.map((u) => [u.id, { id: u.id, userName: u.userName, personName: u.personName }]));
        for (const m of members) if (!byId.has(m.id)) byId.set(m.id, m);
        setUsers([...byId.values()]);
        const ids = new Set(members.map((m) => m.id));
        setHeld(ids);
        setChosen(new Set(ids));
      },
      () => live && setUsers([]),
    );
    return () => {
      live = false;
    };
  }, [roleId]);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (users ?? []).filter((u) => (!onlyChosen || chosen.has(u.id)) && (!q || u.userName.toLowerCase().includes(q) || u.personName.toLowerCase().includes(q)));
  }, [users, query, onlyChosen, chosen]);

  if (!role || !users || !held) return <Spinner size={30} />;
  const flip = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const added = [...chosen].filter((id) => !held.has(id)).length;
  const removed = [...held].filter((id) => !chosen.has(id)).length;
  const submit = () =>
    void save(
      (version) => roleApi.setMembers(roleId, version, [...chosen]),
      (r, version) => ({ ...r, version }),
    ).then((done) => {
      if (!done) return;
      setHeld(new Set(chosen));
      toastKey('systemRole.saved', undefined, 'success');
    });

  return (
    <div className="foc-role-panel" data-testid="role-users">
      <div className="foc-role-panel__bar">
        <InputGroup leftIcon="search" placeholder={t('systemRole.users.search')} value={query} onValueChange={setQuery} data-testid="role-users-search" />
        <Switch checked={onlyChosen} label={t('systemRole.users.onlyChosen')} onChange={(e) => setOnlyChosen(e.currentTarget.checked)} />
        <span className="foc-role-panel__count">{t('systemRole.users.count', { count: chosen.size, added, removed })}</span>
      </div>
      <div className="foc-role-users__table">
        <HTMLTable compact striped interactive>
          <thead>
            <tr>
              <th />
              <th>{t('systemRole.users.userName')}</th>
              <th>{t('systemRole.users.personName')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((u) => (
              <tr key={u.id} data-testid="role-user-row" data-user={u.userName} onClick={() => canSave && flip(u.id)}>
                <td>
                  <Checkbox checked={chosen.has(u.id)} disabled={!canSave} onChange={() => flip(u.id)} onClick={(e) => e.stopPropagation()} aria-label={u.userName} />
                </td>
                <td>{u.userName}</td>
                <td>{u.personName}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {canSave && (
        <div className="foc-role-panel__actions">
          <Button intent="primary" icon="floppy-disk" text={t('systemRole.save')} loading={busy} disabled={added + removed === 0} onClick={submit} data-testid="role-users-save" />
        </div>
      )}
    </div>
  );
}
