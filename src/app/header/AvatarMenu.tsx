import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { logout, session } from '../../state/session';
import { toastKey } from '../toaster';
import { leaveToLogin } from './signOut';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ConfirmDialog } from './ConfirmDialog';

/** The user manual (a PDF under the app's base path, opened in a new tab). */
export const USER_MANUAL_URL = `${import.meta.env.BASE_URL}manual.pdf`;

/**
 * Log out after a warning confirmation: the server call, then the session is cleared whatever it answered
 * ('logout failed' when it did not confirm), then /login replacing the history entry.
 */
function useLogout() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const confirmed = await logout();
    setBusy(false);
    setAsking(false);
    if (!confirmed) toastKey('error.logoutFailed');
    leaveToLogin(navigate);
  };
  return { asking, busy, ask: () => setAsking(true), cancel: () => setAsking(false), confirm };
}

/** The avatar menu: person name, change password, user manual, log out. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [changing, setChanging] = useState(false);
  const out = useLogout();
  const name = user?.personName || user?.userName || '';

  const menu = (
    <Menu>
      <MenuDivider title={name} />
      {user?.companyName && <MenuItem disabled icon="office" text={user.companyName} />}
      <MenuItem icon="key" text={t('header.changePassword')} data-testid="menu-change-password" onClick={() => setChanging(true)} />
      <MenuItem icon="manual" text={t('header.manual')} href={USER_MANUAL_URL} target="_blank" rel="noopener noreferrer" data-testid="menu-manual" />
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" text={t('header.logout')} data-testid="menu-logout" onClick={out.ask} />
    </Menu>
  );
  return (
    <>
      <Popover content={menu} placement="bottom-end">
        <Button variant="minimal" endIcon="caret-down" data-testid="avatar-menu" className="foc-header__avatar" title={name}>
          {user?.avatar ? <img className="foc-avatar" src={user.avatar} alt="" /> : <span className="foc-avatar foc-avatar--initial">{name.slice(0, 1).toUpperCase()}</span>}
          <span className="foc-header__person">{name}</span>
        </Button>
      </Popover>
      <ChangePasswordDialog isOpen={changing} onClose={() => setChanging(false)} />
      <ConfirmDialog isOpen={out.asking} title={t('header.logout.title')} confirmText={t('header.logout')} loading={out.busy} onConfirm={() => void out.confirm()} onCancel={out.cancel} testId="logout-confirm">
        {t('header.logout.message')}
      </ConfirmDialog>
    </>
  );
}
