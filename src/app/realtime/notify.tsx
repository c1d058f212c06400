import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { legRouteOf, type RealtimeEvent } from '../../domain/message/realtime';
import { localizeTimes } from '../../domain/message/times';
import { t } from '../../i18n';
import { settings } from '../../state/settings';

let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4, className: 'foc-realtime-toaster' }));

/**
 * A notification of a pushed message (requirements S4, S9): important (type 0) for the seven
 * function codes, otherwise normal; shown for the user's message duration (0 stays, -1 none).
 */
export function notifyEvent(e: RealtimeEvent, open: (route: string, e: RealtimeEvent) => void): void {
  const seconds = settings.messageDuration;
  if (seconds < 0) return;
  const route = legRouteOf({ functionCode: e.functionCode, tripLegId: e.legId, tripId: e.tripId });
  const important = e.importance === 0;
  void get().then((tt) =>
    tt.show({
      intent: important ? 'warning' : 'primary',
      icon: important ? 'warning-sign' : 'notifications',
      timeout: seconds === 0 ? 0 : seconds * 1000,
      message: (
        <div className="foc-realtime-toast" data-testid="realtime-toast" data-function-code={e.functionCode} data-importance={e.importance}>
          <strong>{localizeTimes(e.messageTitle, settings.timeType)}</strong>
          <div>{localizeTimes(e.messageInfo, settings.timeType)}</div>
          <small>
            {e.updateAuthor} · {new Date(e.updateTime).toLocaleTimeString()}
          </small>
        </div>
      ),
      action: route ? { text: t('message.open'), onClick: () => open(route, e) } : undefined,
    }),
  );
}
