import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeOptions } from './realtime';

class FakeSocket {
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(text: string) {
    this.sent.push(text);
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  close(code = 1000) {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.();
  }
}

const event = (seq: number) => ({ type: 'event', seq, functionCode: 'LEG_CANCEL', tripId: 't', legId: 'l', businessId: 't', updateAuthor: 'a', updateTime: '2026-11-24T00:00:00Z', messageTitle: 'x', messageInfo: 'y', importance: 1, messageId: null, own: false });

describe('realtime client', () => {
  let token: string | null;
  let events: number[];
  let opts: RealtimeOptions;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    token = 'tok';
    events = [];
    opts = {
      url: () => 'ws://x/message/v1/ws',
      token: () => token,
      language: () => 'en',
      onEvent: (e) => events.push(e.seq),
      onResync: vi.fn(),
      onNotice: vi.fn(),
      onStatus: vi.fn(),
      onSessionEnded: vi.fn(),
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    };
  });
  afterEach(() => vi.useRealTimers());

  it('sends the access-token message on open, pings every 2 s and closes when no answer comes within 2.1 s', () => {
    const c = new RealtimeClient(opts);
    c.start();
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(JSON.parse(ws.sent[0]!)).toEqual({ type: 'auth', token: 'tok', lang: 'en' });
    vi.advanceTimersByTime(2000);
    expect(ws.sent[1]).toBe('{"type":"ping"}');
    ws.receive({ type: 'pong' });
    vi.advanceTimersByTime(2000);
    expect(ws.sent[2]).toBe('{"type":"ping"}');
    vi.advanceTimersByTime(2099);
    expect(ws.closedWith).toBeNull();
    vi.advanceTimersByTime(2);
    expect(ws.closedWith).toBe(4000);
  });

  it('reconnects after 10 s while a token exists, asking for what it missed; drops repeats', () => {
    const c = new RealtimeClient(opts);
    c.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ type: 'ready', seq: 4 });
    FakeSocket.all[0]!.receive(event(5));
    FakeSocket.all[0]!.receive(event(5));
    expect(events).toEqual([5]);
    FakeSocket.all[0]!.close(1006);
    vi.advanceTimersByTime(9999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(JSON.parse(FakeSocket.all[1]!.sent[0]!)).toEqual({ type: 'auth', token: 'tok', lang: 'en', lastSeq: 5 });
    FakeSocket.all[1]!.receive(event(5));
    FakeSocket.all[1]!.receive(event(6));
    expect(events).toEqual([5, 6]);
  });

  it('does not reconnect without a token, nor after stop; a revoked session ends it', () => {
    const c = new RealtimeClient(opts);
    c.start();
    FakeSocket.all[0]!.open();
    token = null;
    FakeSocket.all[0]!.close(1006);
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.all).toHaveLength(1);
    token = 'tok';
    const d = new RealtimeClient(opts);
    d.start();
    FakeSocket.all[1]!.open();
    FakeSocket.all[1]!.receive({ type: 'bye', reason: 'revoked' });
    FakeSocket.all[1]!.close(4401);
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(opts.onSessionEnded).toHaveBeenCalledWith('revoked');
  });

  it('a resync sets the sequence and tells the app to reload', () => {
    const c = new RealtimeClient(opts);
    c.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ type: 'resync', seq: 900 });
    expect(opts.onResync).toHaveBeenCalled();
    expect(c.sequence).toBe(900);
  });
});
