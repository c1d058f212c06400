import { Spinner } from '@blueprintjs/core';
import { LinkChecklist } from './LinkChecklist';
import { useUserChoices } from './userChoices';
import { UserDetailFrame } from './UserDetailFrame';

/** Assign a user's seats (`system/user/UserSeat`, ?id=<userId>): the seats the user may switch between. */
export default function UserSeat() {
  const choices = useUserChoices();
  return (
    <UserDetailFrame title="systemUser.seats.title" hint="systemUser.seats.hint" testId="user-seat-screen">
      {(p) =>
        choices.loaded ? (
          <LinkChecklist key={`${p.user.id}-${p.user.version}`} {...p} field="seatIds" options={choices.seatOptions} initial={p.user.seats.map((s) => s.id)} testId="user-seat-options" />
        ) : (
          <Spinner size={24} />
        )
      }
    </UserDetailFrame>
  );
}
