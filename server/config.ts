import { resolve } from 'node:path';
import { mailPolicyFromEnv, type MailPolicy } from './modules/message/mailGuard';

export interface Config {
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  captcha: boolean;
  adminPassword?: string;
  sessionHours: number;
  /** Absolute cap on a session however often it is extended. */
  sessionMaxHours: number;
  loginNameMaxLength: 20 | 25;
  /**
   * Failures counted per window, per account and per IP: wrong old passwords and reset requests are
   * refused beyond perAccount / perIp; sign-in escalates instead (signIn below).
   */
  rateLimit: { windowSeconds: number; perAccount: number; perIp: number };
  /**
   * Sign-in escalation (docs/decisions.md, "Hardening: passwords and sign-in"): after
   * `captchaAfterAccount` failures of an account or `captchaAfterIp` failures from an address in the
   * window, sign-in needs a solved captcha (even with the baseline captcha off) and waits a delay
   * doubling from `delayBaseMs` up to `delayMaxMs` per further failure. `escalation: false` only with
   * FOC_INSECURE_NO_CAPTCHA=1 (automation on a closed machine).
   */
  signIn: { captchaAfterAccount: number; captchaAfterIp: number; delayBaseMs: number; delayMaxMs: number; escalation: boolean };
  /** Every captcha shows this text (FOC_INSECURE_FIXED_CAPTCHA): browser tests only, never in service. */
  insecureFixedCaptcha?: string;
  captchaTtlSeconds: number;
  trustProxy: boolean;
  /** The address users reach the product at (links in mails), e.g. https://foc.example.com; FOC_PUBLIC_URL. */
  publicUrl?: string;
  /** Allowed browser origins for the socket and CORS (issue 7); empty = same origin only. */
  allowedOrigins: string[];
  logLevel: string;
  /** FOC_REQUEST_LOG=on: a log line per request (incoming, completed); off by default, requests log warnings and errors only. */
  requestLog: boolean;
  staticDir: string;
  /** `npm start` builds the app into staticDir when it is missing or stale: on unless FOC_BUILD=off or FOC_STATIC_DIR names another build. */
  buildApp: boolean;
  /** Flight following: the demo simulator, the operator's ingestion key, position retention. */
  track: {
    simulator: boolean;
    simulatorIntervalSeconds: number;
    ingestKey?: string;
    thinAfterHours: number;
    archiveAfterDays: number;
    retentionMinutes: number;
    /** Documents accepted per minute on the public feed, per key and per client address (429 beyond). */
    ingestPerMinute: { perKey: number; perIp: number };
  };
  /**
   * List screens the browser does not implement yet in the seats' menus (they answer the
   * under-construction page); off by default, so a menu shows only what exists.
   */
  showPlanned: boolean;
  /** Uploads never attached to a record are deleted after `graceHours`, checked every `sweepMinutes`. */
  files: { graceHours: number; sweepMinutes: number };
  /** Realtime socket: how far back a reconnecting client is replayed before it is told to resync. */
  realtime: { replayMax: number; replayHours: number };
  /**
   * Where companies' SMTP settings may point (a platform setting): private and loopback addresses
   * only with FOC_MAIL_ALLOW_PRIVATE=on, ports 25/465/587/2525 unless FOC_MAIL_PORTS lists others or says any.
   * `testFailMs`: every failed test mail answers no sooner than this (FOC_MAIL_TEST_FAIL_MS).
   */
  mail: MailPolicy & { testFailMs: number };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 8090),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.FOC_DATA_DIR ?? 'data'),
    captcha: (env.FOC_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    adminPassword: env.FOC_ADMIN_PASSWORD || undefined,
    sessionHours: int(env.FOC_SESSION_HOURS, 8),
    sessionMaxHours: int(env.FOC_SESSION_MAX_HOURS, 24 * 7),
    loginNameMaxLength: env.FOC_LOGIN_NAME_MAX === '20' ? 20 : 25,
    rateLimit: {
      windowSeconds: int(env.FOC_LOGIN_WINDOW_SECONDS, 15 * 60),
      perAccount: int(env.FOC_LOGIN_MAX_PER_ACCOUNT, 5),
      perIp: int(env.FOC_LOGIN_MAX_PER_IP, 20),
    },
    signIn: {
      captchaAfterAccount: int(env.FOC_LOGIN_CAPTCHA_AFTER_ACCOUNT, 3),
      captchaAfterIp: int(env.FOC_LOGIN_CAPTCHA_AFTER_IP, 10),
      delayBaseMs: int(env.FOC_LOGIN_DELAY_BASE_MS, 500),
      delayMaxMs: int(env.FOC_LOGIN_DELAY_MAX_MS, 8000),
      escalation: env.FOC_INSECURE_NO_CAPTCHA !== '1',
    },
    insecureFixedCaptcha: env.FOC_INSECURE_FIXED_CAPTCHA || undefined,
    captchaTtlSeconds: int(env.FOC_CAPTCHA_TTL_SECONDS, 120),
    trustProxy: env.FOC_TRUST_PROXY === '1',
    publicUrl: env.FOC_PUBLIC_URL?.trim() || undefined,
    allowedOrigins: (env.FOC_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    requestLog: ['on', '1', 'true'].includes((env.FOC_REQUEST_LOG ?? 'off').toLowerCase()),
    staticDir: resolve(env.FOC_STATIC_DIR ?? 'dist'),
    buildApp: !env.FOC_STATIC_DIR && (env.FOC_BUILD ?? 'auto').toLowerCase() !== 'off',
    track: {
      simulator: (env.FOC_SIMULATOR ?? 'on').toLowerCase() !== 'off',
      simulatorIntervalSeconds: int(env.FOC_SIMULATOR_INTERVAL_SECONDS, 5),
      ingestKey: env.FOC_INGEST_KEY || undefined,
      thinAfterHours: int(env.FOC_POSITIONS_THIN_AFTER_HOURS, 48),
      archiveAfterDays: int(env.FOC_POSITIONS_ARCHIVE_AFTER_DAYS, 30),
      retentionMinutes: int(env.FOC_POSITIONS_RETENTION_MINUTES, 15),
      ingestPerMinute: { perKey: int(env.FOC_INGEST_MAX_PER_KEY, 120), perIp: int(env.FOC_INGEST_MAX_PER_IP, 600) },
    },
    showPlanned: env.FOC_SHOW_PLANNED === '1',
    files: { graceHours: int(env.FOC_FILE_GRACE_HOURS, 24), sweepMinutes: int(env.FOC_FILE_SWEEP_MINUTES, 60) },
    realtime: { replayMax: int(env.FOC_REALTIME_REPLAY_MAX, 1000), replayHours: int(env.FOC_REALTIME_REPLAY_HOURS, 24) },
    mail: { ...mailPolicyFromEnv(env), testFailMs: int(env.FOC_MAIL_TEST_FAIL_MS, 8000) },
  };
}

/** Configuration for tests: in-memory, captcha on, small limits (the position feed's rate aside). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  // suites replay whole flights through the feed in seconds: its rate is tested on its own (tests/integration/ingestGuard.test.ts)
  const track = { ...base.track, ingestPerMinute: { perKey: 1_000_000, perIp: 1_000_000 } };
  return { ...base, logLevel: 'silent', track, ...overrides };
}
