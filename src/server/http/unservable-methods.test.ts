import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_METHODS, refuseConnect, refuseUnservableMethod } from './unservable-methods.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  // As the portal's entry wires them: every other method reaches the app, here a 200.
  server = createServer((req, res) => {
    res.setHeader('X-Frame-Options', 'DENY');
    if (refuseUnservableMethod(req, res)) return;
    res.end('app');
  });
  server.on('connect', refuseConnect([['X-Frame-Options', 'DENY']]));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw HTTP/1.1 and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [status = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status, headers, body: JSON.parse(body) as { error: { code: string; message: string } } };
}

describe('methods a fetch Request cannot carry', () => {
  it('TRACE answers 405 with Allow, in the JSON envelope', async () => {
    const method = 'TRACE';
    const answer = parse(await raw(`${method} /api/user HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    expect(answer.status).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer.headers['allow']).toBe(PORTAL_METHODS);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.body).toEqual({
      error: { code: 'methodNotAllowed', message: `This address does not accept ${method} requests.` },
    });
  });

  it('CONNECT gets the same 405 on its socket instead of a dropped connection', async () => {
    const answer = parse(
      await raw('CONNECT evil.test:443 HTTP/1.1\r\nHost: evil.test:443\r\nAccept-Language: tr\r\n\r\n'),
    );
    expect(answer.status).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer.headers['allow']).toBe(PORTAL_METHODS);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.body.error).toEqual({
      code: 'methodNotAllowed',
      message: 'Bu adres CONNECT isteklerini kabul etmiyor.',
    });
  });

  it('leaves every other method to the app', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'OPTIONS']) {
      const answer = await raw(
        `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 200 OK/);
    }
  });
});
