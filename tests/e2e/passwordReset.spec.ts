import { createServer, type Server, type Socket } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runSuffix } from './support/api';
import { appUrl, launch, newPage, signIn } from './support/browser';

/** A minimal SMTP server on 127.0.0.1 that keeps every message it is given (no TLS, no auth). */
function captureSmtp(): Promise<{ server: Server; port: number; mails: string[] }> {
  const mails: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 capture ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          say('250 queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-capture\r\n250 OK\r\n');
        else if (verb === 'DATA') {
          inData = true;
          say('354 end with .');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
          return;
        } else say('250 OK');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, mails })));
}

/** The reset token of a captured mail (quoted-printable or base64 transfer encoding undone). */
function tokenIn(raw: string): string | null {
  const qp = raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const b64 = raw
    .split(/\r\n\r\n/)
    .slice(1)
    .map((part) => Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return /resetToken=([A-Za-z0-9_-]+)/.exec(qp)?.[1] ?? /resetToken=([A-Za-z0-9_-]+)/.exec(b64)?.[1] ?? null;
}

describe('forgotten password: mail, link, new password, sign-in', () => {
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof captureSmtp>>;
  const userName = `reset-${runSuffix()}`;
  const address = `${userName}@demo.example`;

  beforeAll(async () => {
    browser = await launch();
    smtp = await captureSmtp();
    // a user with an address and a seat (the roles and seat of demo-cs), and the company's mail server
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-cs');
    const token = await page.evaluate(() => localStorage.getItem('foc.token'));
    const me = await call<{ seatList: { id: string }[] }>(page, 'GET', `/account/v1/users/current/${token}`);
    const adminSide = await newPage(browser);
    const admin: Page = adminSide.page;
    await signIn(admin, 'admin');
    const cs = await call<{ list: { roles: { id: string }[] }[] }>(admin, 'POST', '/common/v1/sysUsers/list', { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'demo-cs' }] } });
    const created = await call<{ id: string; version: number }>(admin, 'POST', '/common/v1/sysUsers', { userName, password: 'Demo-pass1', personName: 'Reset Test', email: address, roleIds: [], seatIds: [] });
    await call(admin, 'PUT', `/common/v1/sysUsers/${created.id}`, { version: created.version, roleIds: cs.list[0]!.roles.map((r) => r.id), seatIds: [me.seatList[0]!.id] });
    const settings = await call<{ version: number }>(admin, 'GET', '/message/v1/mailSettings');
    await call(admin, 'PUT', '/message/v1/mailSettings', { version: settings.version, enabled: true, host: '127.0.0.1', port: smtp.port, secure: false, userName: '', fromAddress: 'ops@demo.example', language: 'en' });
    await adminSide.context.close();
    await context.close();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    smtp?.server.close();
  });

  it('an unknown address gets the translated refusal in the dialog', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByTestId('login-forgot-link').click();
    await page.getByTestId('forgot-email').fill('nobody-here@demo.example');
    await page.getByTestId('forgot-submit').click();
    await expect.poll(() => page.getByTestId('forgot-error').innerText()).toContain('未找到匹配的邮箱');
    await context.close();
  });

  it('mails a link that opens the new-password form; the new password signs in, the link works once', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByTestId('login-forgot-link').click();
    await page.getByTestId('forgot-email').fill(address);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    await page.getByTestId('forgot-close').click();
    // the outbox worker hands the mail to the capture server within its interval
    await expect.poll(() => smtp.mails.map(tokenIn).find(Boolean) ?? null, { timeout: 30_000, interval: 500, message: `mails captured: ${smtp.mails.length}` }).not.toBeNull();
    const token = smtp.mails.map(tokenIn).find(Boolean)!;

    await page.goto(appUrl(`/login?resetToken=${token}`));
    await page.getByTestId('reset-password').fill('NewPass-7');
    await page.getByTestId('reset-confirmPassword').fill('NewPass-7');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    expect(page.url()).not.toContain('resetToken');
    await page.getByTestId('login-username').fill(userName);
    await page.getByTestId('login-password').fill('NewPass-7');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/index/, { timeout: 20_000 });

    // the same link a second time: invalid, with the way to a new one
    const again = await newPage(browser);
    await again.page.goto(appUrl(`/login?resetToken=${token}`));
    await again.page.getByTestId('reset-password').fill('NewPass-8');
    await again.page.getByTestId('reset-confirmPassword').fill('NewPass-8');
    await again.page.getByTestId('reset-submit').click();
    await again.page.getByTestId('reset-invalid').waitFor();
    await again.page.getByTestId('reset-new-link').click();
    await again.page.getByTestId('forgot-email').waitFor();
    expect(again.page.url()).not.toContain('resetToken');
    await again.context.close();
    await context.close();
  }, 90_000);
});
