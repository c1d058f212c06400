import { Spinner } from '@blueprintjs/core';
import { LinkChecklist } from './LinkChecklist';
import { useUserChoices } from './userChoices';
import { UserDetailFrame } from './UserDetailFrame';

/** Assign a user's roles (`system/user/UserRole`, ?id=<userId>); changing them clears the user's custom permissions. */
export default function UserRole() {
  const choices = useUserChoices();
  return (
    <UserDetailFrame title="systemUser.roles.title" hint="systemUser.roles.hint" testId="user-role-screen">
      {(p) =>
        choices.loaded ? (
          <LinkChecklist key={`${p.user.id}-${p.user.version}`} {...p} field="roleIds" options={choices.roleOptions} initial={p.user.roles.map((r) => r.id)} testId="user-role-options" />
        ) : (
          <Spinner size={24} />
        )
      }
    </UserDetailFrame>
  );
}
