import { describe, expect, it } from 'vitest';
import { registerAccount, requestPasswordReset } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

const testApp = useTestApp();

const mailbox = () => testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });

describe('GET /dev/mailbox', () => {
  it('answers only this machine: another address, or a proxy header naming this one, gets 404', async () => {
    const from = (remoteAddress: string, headers = {}) =>
      testApp.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await from('192.168.1.20')).statusCode).toBe(404);
    expect((await from('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it('says so when there is no mail', async () => {
    const response = await mailbox();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No mail yet.');
  });

  it('lists a reset mail with its link clickable', async () => {
    const account = await registerAccount(testApp.app);
    await requestPasswordReset(testApp, account.email);

    const response = await mailbox();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toMatch(/<title>[^<]+<\/title>/);
    expect(response.body).toContain('<h1>Development mailbox</h1>');
    expect(response.body).toContain(account.email);
    expect(response.body).toContain('Reset your Maplepost password');
    const link = response.body.match(/<a href="([^"]+)">/)?.[1];
    expect(link).toMatch(
      new RegExp(`^${testApp.config.publicUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('shows the newest mail first and escapes what mails contain', async () => {
    const mailer = createOutboxMailer(testApp.database.db);
    await mailer.send({ to: 'a@example.com', subject: 'Older', text: 'first' });
    await mailer.send({
      to: 'b@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Open https://example.com/reset?a=1&b=2. Not javascript:alert(1) or <b>"bold"</b>',
    });

    const body = (await mailbox()).body;
    expect(body.indexOf('&lt;script&gt;alert(1)&lt;/script&gt;')).toBeGreaterThan(-1);
    expect(body.indexOf('&lt;script&gt;')).toBeLessThan(body.indexOf('Older'));
    expect(body).not.toContain('<script>');
    // The URL ends before the full stop; only http(s) URLs become links.
    expect(body).toContain(
      '<a href="https://example.com/reset?a=1&amp;b=2">https://example.com/reset?a=1&amp;b=2</a>.' +
        ' Not javascript:alert(1) or &lt;b&gt;&quot;bold&quot;&lt;/b&gt;',
    );
    expect(body).not.toContain('href="javascript:');
  });
});
