import { createHash, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { ErrorKey } from '../../../src/domain/api';
import { badRequest } from '../../lib/errors';
import { createCaptchaRepository } from './repository';

/** svg-captcha's default export renders a given text (its typings omit the call signature). */
const render = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomText = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const digest = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

/** Image captchas: four characters, case-insensitive, one use, expiring. */
export function createCaptchaService(db: Db, config: Config, makeText?: () => string) {
  const repo = createCaptchaRepository(db);
  const fixed = config.insecureFixedCaptcha;
  const textOf = makeText ?? (fixed ? () => fixed : randomText);
  let lastPurge = 0;
  return {
    /** Every sign-in asks for a captcha (the baseline setting, FOC_CAPTCHA). */
    enabled: config.captcha,
    /** A captcha can be asked for at all: always, or after repeated failures. */
    available: config.captcha || config.signIn.escalation,
    async issue(): Promise<{ captchaId: string; image: string; expiresIn: number }> {
      const now = Date.now();
      if (now - lastPurge > 60_000) {
        lastPurge = now;
        await repo.purgeExpired(new Date(now));
      }
      const text = textOf();
      const svg = render(text, { noise: 3, color: true, width: 120, height: 40 });
      const id = await repo.insert(digest(text), new Date(now + config.captchaTtlSeconds * 1000));
      return {
        captchaId: id,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresIn: config.captchaTtlSeconds,
      };
    },
    /**
     * Consumes the captcha whatever the answer; throws when it is missing, expired, used or wrong.
     * `required`: this attempt needs one (the baseline setting, or escalation after failures).
     */
    async check(captchaId: string | undefined, answer: string | undefined, required: boolean = config.captcha): Promise<void> {
      if (!required) return;
      if (!captchaId || !answer) throw badRequest(undefined, ErrorKey.captchaRequired);
      if (!/^[0-9a-f-]{36}$/i.test(captchaId)) throw badRequest(undefined, ErrorKey.captchaWrong);
      const row = await repo.take(captchaId, new Date());
      if (!row || row.answerHash !== digest(answer)) throw badRequest(undefined, ErrorKey.captchaWrong);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
