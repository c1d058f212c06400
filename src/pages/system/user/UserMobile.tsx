import { PermissionKind } from '../../../domain/access';
import { OverridesEditor } from './OverridesEditor';
import { UserDetailFrame } from './UserDetailFrame';

const MOBILE_KINDS = [PermissionKind.appMenu, PermissionKind.appData];

/** A user's mobile (APP) permission points (`system/user/UserMobile`, ?id=<userId>), over the roles'. */
export default function UserMobile() {
  return (
    <UserDetailFrame title="systemUser.mobile.title" hint="systemUser.mobile.hint" testId="user-mobile-screen">
      {(p) => <OverridesEditor key={`${p.user.id}-${p.user.version}`} {...p} kinds={MOBILE_KINDS} empty="systemUser.mobile.none" />}
    </UserDetailFrame>
  );
}
