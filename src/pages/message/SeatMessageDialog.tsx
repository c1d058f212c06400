import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageApi } from '../../api/messages';
import { SEAT_KEYS, type SeatKey } from '../../domain/access/seats';
import { SEAT_MESSAGE_CONTENT_MAX, SEAT_MESSAGE_TITLE_MAX } from '../../domain/message';
import { toastKey } from '../../app/toaster';

/** Writes a message to the users of one or more seats (they are notified at once; the writer is not). */
export function SeatMessageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [seats, setSeats] = useState<SeatKey[]>([]);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const ready = seats.length > 0 && title.trim() !== '' && content.trim() !== '';
  const send = async () => {
    setSending(true);
    try {
      await messageApi.sendToSeats({ seats, title: title.trim(), content: content.trim() });
      toastKey('message.seat.sent', undefined, 'success');
      onClose();
    } catch {
      // the request layer has told the user; the text stays for another try
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('message.seat.write')} style={{ width: 560 }} canOutsideClickClose={false}>
      <DialogBody>
        <div data-testid="seat-message-dialog">
          <FormGroup label={t('message.seat.seats')} labelInfo="*">
            {SEAT_KEYS.map((k) => (
              <Checkbox key={k} inline label={t(`seat.${k}`)} checked={seats.includes(k)} onChange={(e) => setSeats(e.currentTarget.checked ? [...seats, k] : seats.filter((s) => s !== k))} data-testid={`seat-message-seat-${k}`} />
            ))}
          </FormGroup>
          <FormGroup label={t('message.seat.title')} labelInfo="*">
            <InputGroup value={title} maxLength={SEAT_MESSAGE_TITLE_MAX} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="seat-message-title" />
          </FormGroup>
          <FormGroup label={t('message.seat.content')} labelInfo="*" helperText={`${content.length} / ${SEAT_MESSAGE_CONTENT_MAX}`}>
            <TextArea fill rows={4} value={content} maxLength={SEAT_MESSAGE_CONTENT_MAX} onChange={(e) => setContent(e.currentTarget.value)} data-testid="seat-message-content" />
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('message.cancel')} onClick={onClose} />
            <Button intent="primary" icon="send-message" text={t('message.seat.send')} disabled={!ready} loading={sending} onClick={() => void send()} data-testid="seat-message-send" />
          </>
        }
      />
    </Dialog>
  );
}
