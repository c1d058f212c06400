// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearErrors, ERROR_LOG_MAX, errorLog, installErrorCapture, messageOf, recordError, searchLinks } from './errorLog';

afterEach(() => clearErrors());

describe('error log store', () => {
  it('records newest first with message, source, route and time', () => {
    recordError(new Error('first'), 'error', '/index', { now: new Date('2024-10-25T01:02:03Z') });
    recordError('second', 'rejection', '/trip');
    expect(errorLog.entries.map((e) => e.message)).toEqual(['second', 'first']);
    const first = errorLog.entries[1]!;
    expect(first).toMatchObject({ source: 'error', route: '/index', time: '2024-10-25T01:02:03.000Z' });
    expect(first.stack).toContain('first');
    expect(errorLog.entries[0]!.stack).toBeNull();
    expect(errorLog.entries[0]!.id).toBeGreaterThan(first.id);
  });

  it('keeps a given stack when the error has none', () => {
    recordError('boom', 'render', '/x', { stack: 'at View' });
    expect(errorLog.entries[0]!.stack).toBe('at View');
  });

  it('drops the oldest beyond the maximum and clears', () => {
    for (let i = 0; i < ERROR_LOG_MAX + 5; i++) recordError(`e${i}`, 'error', '/');
    expect(errorLog.entries).toHaveLength(ERROR_LOG_MAX);
    expect(errorLog.entries[0]!.message).toBe(`e${ERROR_LOG_MAX + 4}`);
    clearErrors();
    expect(errorLog.entries).toHaveLength(0);
  });

  it('reads a message from anything thrown', () => {
    expect(messageOf(new TypeError('bad'))).toBe('bad');
    expect(messageOf({ message: 'object' })).toBe('object');
    expect(messageOf({ code: 1 })).toBe('{"code":1}');
    expect(messageOf(undefined)).toBe('undefined');
  });

  it('links the message to Bing, Baidu and Google', () => {
    const links = searchLinks('x is not a function & more');
    expect(links.map((l) => l.engine)).toEqual(['bing', 'baidu', 'google']);
    for (const l of links) expect(l.url).toContain('x%20is%20not%20a%20function%20%26%20more');
    expect(links[1]!.url.startsWith('https://www.baidu.com/s?wd=')).toBe(true);
  });
});

describe('error capture', () => {
  it('records window errors and unhandled rejections with the route, and uninstalls', () => {
    let route = '/index';
    const uninstall = installErrorCapture(() => route);
    window.dispatchEvent(new ErrorEvent('error', { message: 'script broke', error: new Error('script broke') }));
    route = '/trip';
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('promise broke');
    window.dispatchEvent(rejection);
    const aborted = new Event('unhandledrejection') as Event & { reason: unknown };
    aborted.reason = { action: { kind: 'silent' } };
    window.dispatchEvent(aborted);
    expect(errorLog.entries.map((e) => [e.message, e.source, e.route])).toEqual([
      ['promise broke', 'rejection', '/trip'],
      ['script broke', 'error', '/index'],
    ]);
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(errorLog.entries).toHaveLength(2);
  });
});
