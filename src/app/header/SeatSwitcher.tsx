import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SeatView } from '../../domain/access';
import { session, switchSeat } from '../../state/session';

/** A seat's name in the user's language (by its code), else the server's name. */
export function useSeatName(): (seat: Pick<SeatView, 'keyName' | 'name'>) => string {
  const { t } = useTranslation();
  return (seat) => t(`seat.${seat.keyName}`, { defaultValue: seat.name });
}

/**
 * The user's seats (duty positions), the current one ticked. Switching reloads that seat's menus
 * and goes to /index when the user is elsewhere (requirements S2, S4).
 */
export function SeatSwitcher() {
  const { t } = useTranslation();
  const seatName = useSeatName();
  const snap = useSnapshot(session);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (snap.seats.length === 0) return null;
  const current = snap.seats.find((s) => s.id === snap.seatId);

  const choose = async (seat: SeatView) => {
    if (seat.id === snap.seatId || busy) return;
    setBusy(true);
    try {
      await switchSeat(seat.id);
      if (location.pathname !== '/index') navigate('/index');
    } catch {
      // the request layer has told the user; the old menus stay
    } finally {
      setBusy(false);
    }
  };

  const menu = (
    <Menu className="foc-seat-menu" aria-label={t('header.seat.choose')}>
      <MenuDivider title={t('header.seat.choose')} />
      {snap.seats.map((seat) => {
        const active = seat.id === snap.seatId;
        return (
          <MenuItem
            key={seat.id}
            text={seatName(seat)}
            icon={active ? 'tick' : 'blank'}
            active={active}
            label={active ? t('header.seat.current') : undefined}
            disabled={busy}
            aria-current={active ? 'true' : undefined}
            data-testid="seat-item"
            data-seat-key={seat.keyName}
            data-current={active ? 'true' : undefined}
            onClick={() => void choose(seat as SeatView)}
          />
        );
      })}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon="people"
        endIcon="caret-down"
        loading={busy}
        text={current ? seatName(current) : t('header.seat.none')}
        title={t('header.seat.switch')}
        data-testid="seat-switcher"
        data-seat-key={current?.keyName}
      />
    </Popover>
  );
}
