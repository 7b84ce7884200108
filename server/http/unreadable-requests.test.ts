import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '#domain/common/problem.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { UnreadableRequestMessages } from './unreadable-requests.ts';

// Over a real socket: app.inject() hands Fastify a request Node has already read.
const testApp = useTestApp();
let port: number;

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});

/** Sends `request` as it is and reads the answer until the server closes the connection. */
function exchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('a request Node cannot read', () => {
  it('with header fields past 16 KiB is answered 431 in problem details', async () => {
    const answer = await exchange(
      `GET /api/v1/shipments HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain(`content-type: ${PROBLEM_CONTENT_TYPE}`);
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(answer.body)).toEqual({
      type: 'urn:maplepost:problem:header-fields-too-large',
      title: 'The request header fields are too large',
      status: 431,
      detail: UnreadableRequestMessages.headersTooLarge,
    });
  });

  it('that is not HTTP is answered 400 in problem details', async () => {
    const answer = await exchange('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      status: 400,
      detail: UnreadableRequestMessages.notHttp,
    });
  });

  it('leaves the server answering others', async () => {
    const answer = await exchange(
      'GET /api/v1/shipments HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(401);
  });
});
