/**
 * The realtime socket client (requirements S4): opens with the token, sends the access-token
 * message on open, pings every 2 s, closes when no reply comes within 2.1 s and reconnects after
 * 10 s while a token exists. It remembers the last event sequence and asks for the missed ones on
 * reconnect; the server answers them in order or says "resync". Framework-free: the app wires it.
 */
import { parseServerFrame, PING_INTERVAL_MS, PING_TIMEOUT_MS, RECONNECT_MS, type RealtimeEvent, type ServerFrame } from '../domain/message/realtime';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface RealtimeOptions {
  url: () => string;
  token: () => string | null;
  language: () => string;
  onEvent: (e: RealtimeEvent) => void;
  /** Past the replay window: the app reloads its data. */
  onResync: () => void;
  onNotice: () => void;
  /** The company's settings changed. */
  onSettings?: () => void;
  /** Menus or permissions changed (menusChanged): reload them. */
  onMenus?: () => void;
  /** Aircraft statuses, faults or inspections changed (empty: any aircraft). */
  onFleet?: (aircraftIds: string[]) => void;
  onStatus: (s: RealtimeStatus) => void;
  /** The server ended the session (revoked or expired). */
  onSessionEnded: (reason: string) => void;
  /** Tests shorten the intervals. */
  timing?: { ping: number; timeout: number; reconnect: number };
  WebSocketImpl?: typeof WebSocket;
}

export class RealtimeClient {
  private ws: WebSocket | null = null;
  private lastSeq: number | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private readonly timing: { ping: number; timeout: number; reconnect: number };

  constructor(private readonly opts: RealtimeOptions) {
    this.timing = opts.timing ?? { ping: PING_INTERVAL_MS, timeout: PING_TIMEOUT_MS, reconnect: RECONNECT_MS };
  }

  get sequence(): number | null {
    return this.lastSeq;
  }

  start(): void {
    this.stopped = false;
    if (!this.ws) this.connect();
  }

  /** Closes the socket and stops reconnecting (log out). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
    this.opts.onStatus('idle');
  }

  private clearTimers() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pingTimer = this.pongTimer = null;
  }

  private connect(): void {
    const token = this.opts.token();
    if (!token || this.stopped) return;
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const ws = new Impl(this.opts.url());
    this.ws = ws;
    this.opts.onStatus('connecting');
    ws.onopen = () => {
      const auth: Record<string, unknown> = { type: 'auth', token, lang: this.opts.language() };
      if (this.lastSeq !== null) auth.lastSeq = this.lastSeq;
      ws.send(JSON.stringify(auth));
      this.pingTimer = setInterval(() => this.ping(ws), this.timing.ping);
    };
    ws.onmessage = (m) => this.receive(typeof m.data === 'string' ? m.data : '');
    ws.onclose = () => this.closed(ws);
    ws.onerror = () => ws.close();
  }

  private ping(ws: WebSocket) {
    if (ws.readyState !== ws.OPEN) return;
    ws.send('{"type":"ping"}');
    if (!this.pongTimer) this.pongTimer = setTimeout(() => ws.close(4000), this.timing.timeout);
  }

  private receive(text: string) {
    const frame: ServerFrame | null = parseServerFrame(text);
    if (!frame) return;
    // any answer shows the server is there
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    switch (frame.type) {
      case 'pong':
        return; // pong replies are ignored
      case 'ready':
        if (this.lastSeq === null || frame.seq > this.lastSeq) this.lastSeq = frame.seq;
        this.opts.onStatus('open');
        return;
      case 'event':
        if (this.lastSeq !== null && frame.seq <= this.lastSeq) return;
        this.lastSeq = frame.seq;
        this.opts.onEvent(frame);
        return;
      case 'resync':
        this.lastSeq = frame.seq;
        this.opts.onStatus('open');
        this.opts.onResync();
        return;
      case 'notice':
        this.opts.onNotice();
        return;
      case 'fleetStatus':
        this.opts.onFleet?.(frame.aircraftIds);
        return;
      case 'settings':
        this.opts.onSettings?.();
        return;
      case 'menusChanged':
        this.opts.onMenus?.();
        return;
      case 'bye':
        if (frame.reason === 'revoked' || frame.reason === 'expired' || frame.reason === 'unauthorized') {
          this.stopped = true;
          this.opts.onSessionEnded(frame.reason);
        }
    }
  }

  private closed(ws: WebSocket) {
    if (this.ws !== ws) return;
    this.ws = null;
    this.clearTimers();
    this.opts.onStatus('closed');
    if (!this.stopped && this.opts.token()) this.reconnectTimer = setTimeout(() => ((this.reconnectTimer = null), this.connect()), this.timing.reconnect);
  }
}
