/** What the user screens choose from: the company's roles and seats (seat names in the user's language), and the links to a user's detail screens. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemUserApi, type RoleView, type SeatView } from '../../../api/systemUsers';
import type { OptionSpec } from '../../../ui/resource/formModel';

export interface UserChoices {
  roles: readonly RoleView[];
  seats: readonly SeatView[];
  roleOptions: readonly OptionSpec[];
  seatOptions: readonly OptionSpec[];
  loaded: boolean;
}

/** A seat's label: the translated seat key, or the company's own name for a seat it added. */
export function seatLabel(t: (k: string) => string, seat: Pick<SeatView, 'keyName' | 'name'>): string {
  const key = `seat.${seat.keyName}`;
  const text = t(key);
  return text === key ? seat.name : text;
}

export function useUserChoices(): UserChoices {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<readonly RoleView[]>([]);
  const [seats, setSeats] = useState<readonly SeatView[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([systemUserApi.roles().catch(() => ({ list: [] as RoleView[] })), systemUserApi.seats().catch(() => [] as SeatView[])])
      .then(([r, s]) => {
        if (!live) return;
        setRoles(r.list);
        setSeats([...s].sort((a, b) => a.sortNum - b.sortNum));
        setLoaded(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return {
    roles,
    seats,
    loaded,
    roleOptions: roles.map((r) => ({ value: r.id, label: r.name })),
    seatOptions: seats.map((s) => ({ value: s.id, label: seatLabel(t, s) })),
  };
}

/** The hidden detail screens of a user (server/seed/menus/system.ts), opened with `?id=<userId>`. */
export const USER_DETAIL_PATHS = {
  password: '/systemManager/userPassword',
  roles: '/systemManager/userRole',
  seats: '/systemManager/userSeat',
  mobile: '/systemManager/userMobile',
  permissions: '/systemManager/userPermission',
} as const;
export type UserDetail = keyof typeof USER_DETAIL_PATHS;

export const detailPath = (which: UserDetail, id: string) => `${USER_DETAIL_PATHS[which]}?id=${encodeURIComponent(id)}`;
