import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { Agent, request as httpsRequest, type RequestOptions } from 'node:https';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyPostgresDatabase, killBuiltServer, logged, productionSandboxEnv, startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { freePort } from '../helpers/ports';
import { haveServices, TEST_DATABASE_URL, TEST_REDIS_URL } from '../helpers/services';

// deploy/nginx.conf as shipped (only its ports, certificate and log folder swapped) in
// front of two instances of the built server, run as the systemd unit runs them: the
// page over HTTP/1.1 and HTTP/2, the API, Socket.IO's long-polling start and WebSocket
// upgrade, one request id in both logs, the client's own address in the app, and a
// stopping instance's requests answered by the other. On one Postgres and Redis when the
// tests have them (CI does); otherwise each instance on an embedded database of its own
// (it serves one process), which the proxy cannot tell from a shared one, only slower to
// start: each is made and migrated at its first start.

const root = resolve('.');

/** A system program on the PATH, or in /usr/sbin, where Debian puts nginx (off a user's PATH). */
function findProgram(name: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin']) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}
const nginxBinary = findProgram('nginx');
if (!nginxBinary) {
  console.log('nginx is not installed: test/system/nginx.test.ts is skipped. Install it with apt-get install nginx (.ci/run does).');
}

// The clients: other loopback addresses than nginx's own 127.0.0.1, so the address the
// app sees tells the client from the proxy.
const CLIENT = '127.0.0.2';
const CLIENTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'];
const METRICS_TOKEN = 'a-metrics-token-for-the-proxy-test';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface AccessLine {
  remote_addr: string;
  request_id: string;
  method: string;
  path: string;
  status: number;
  upstream: string;
  upstream_status: string;
}

interface AppLine {
  msg?: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
}

/**
 * The shipped file with this run's ports, certificate and log folder in place of the
 * production ones. Each swap must find its directive as many times as stated, so the
 * test follows the file rather than a copy of it.
 */
function siteConfig(ports: { tls: number; plain: number; instances: number[] }, dir: string): string {
  let text = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const swap = (pattern: RegExp, replacement: string, times: number) => {
    expect(text.match(pattern)?.length ?? 0, `deploy/nginx.conf: ${pattern} should match ${times} times`).toBe(times);
    text = text.replace(pattern, replacement);
  };
  swap(/^(\s*)listen 443 ssl http2;/gm, `$1listen 127.0.0.1:${ports.tls} ssl http2;`, 1);
  swap(/^(\s*)listen 80;/gm, `$1listen 127.0.0.1:${ports.plain};`, 1);
  swap(/^(\s*)server 127\.0\.0\.1:3001\b/gm, `$1server 127.0.0.1:${ports.instances[0]}`, 2);
  swap(/^(\s*)server 127\.0\.0\.1:3002\b/gm, `$1server 127.0.0.1:${ports.instances[1]}`, 2);
  swap(/\/etc\/letsencrypt\/live\/fowls\.example\//g, `${dir}/tls/`, 2);
  swap(/\/var\/log\/nginx\//g, `${dir}/logs/`, 3);
  return text;
}

/** The http block a conf.d file is read in, as Debian's /etc/nginx/nginx.conf has it, with a pid file and temp folders of its own rather than root's. */
const mainConfig = (dir: string) => `worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 512; }
http {
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/fowls.conf;
}
`;

describe.skipIf(!nginxBinary)(`deploy/nginx.conf in front of two instances (${haveServices ? 'Postgres and Redis' : 'an embedded database each'})`, () => {
  let dir: string;
  let ports: { tls: number; plain: number; instances: number[] };
  let cert: string;
  let postgres: Awaited<ReturnType<typeof emptyPostgresDatabase>> | null = null;
  const instances: BuiltServer[] = [];
  let nginx: ChildProcess | null = null;
  let nginxExited: Promise<unknown> = Promise.resolve();
  let nginxCheck: { status: number | null; output: string };
  const nginxOutput: string[] = [];
  const sockets: Socket[] = [];

  const proxied = (path: string) => `https://127.0.0.1:${ports.tls}${path}`;
  const direct = (instance: number, path: string) => `http://127.0.0.1:${ports.instances[instance]}${path}`;

  /** One request from a client address; https trusts this run's certificate. */
  function send(url: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
    const target = new URL(url);
    const requestOptions: RequestOptions = {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.from ?? CLIENT,
      ca: cert,
      agent: false,
    };
    return new Promise((done, fail) => {
      const req = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, requestOptions, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', fail);
      req.end(options.body);
    });
  }

  const accessLog = (): AccessLine[] =>
    readFileSync(join(dir, 'logs/fowls.access.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AccessLine);

  const appLines = (instance: BuiltServer): AppLine[] => instance.output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as AppLine);

  /** The app's line for a finished request, from whichever instance answered it. */
  async function completedRequest(reqId: string): Promise<{ instance: number; line: AppLine }> {
    let found: { instance: number; line: AppLine } | undefined;
    await expect
      .poll(
        () => {
          for (const [instance, server] of instances.entries()) {
            const line = appLines(server).find((l) => l.reqId === reqId && l.msg === 'request completed');
            if (line) found = { instance, line };
          }
          return found !== undefined;
        },
        { message: `no instance logged request ${reqId}` },
      )
      .toBe(true);
    return found!;
  }

  async function accessLine(requestId: string): Promise<AccessLine> {
    await expect.poll(() => accessLog().some((l) => l.request_id === requestId), { message: `nginx did not log request ${requestId}` }).toBe(true);
    return accessLog().find((l) => l.request_id === requestId)!;
  }

  beforeAll(async () => {
    for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
      if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first (npm test does)`);
    }
    dir = mkdtempSync(join(tmpdir(), 'fowls-nginx-'));
    // nginx's workers drop root's rights when it runs as root: they must reach the folder.
    chmodSync(dir, 0o755);
    for (const sub of ['tls', 'logs', 'temp']) mkdirSync(join(dir, sub), { mode: 0o755 });
    ports = { tls: await freePort(), plain: await freePort(), instances: [await freePort(), await freePort()] };

    const opensslBinary = findProgram('openssl');
    if (!opensslBinary) throw new Error('openssl is missing: it makes the test certificate (apt-get install openssl)');
    const openssl = spawnSync(
      opensslBinary,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'tls/privkey.pem'),
        '-out',
        join(dir, 'tls/fullchain.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (openssl.error || openssl.status !== 0)
      throw new Error(`openssl could not make the test certificate (apt-get install openssl): ${openssl.error?.message ?? openssl.stderr}`);
    cert = readFileSync(join(dir, 'tls/fullchain.pem'), 'utf8');

    writeFileSync(join(dir, 'fowls.conf'), siteConfig(ports, dir));
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
    const nginxArgs = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
    const checked = spawnSync(nginxBinary!, [...nginxArgs, '-t'], { encoding: 'utf8' });
    nginxCheck = { status: checked.status, output: `${checked.stdout}${checked.stderr}` };

    if (haveServices) postgres = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    const env = (instance: number) =>
      productionSandboxEnv(
        { port: ports.instances[instance]!, publicUrl: proxied(''), dataDir: join(dir, `data-${instance}`) },
        {
          TRUST_PROXY: '127.0.0.1',
          METRICS_TOKEN,
          // A line for every request, with its id and the client's address.
          LOG_LEVEL: 'debug',
          ...(postgres ? { DATABASE_URL: postgres.url, REDIS_URL: TEST_REDIS_URL! } : {}),
        },
      );
    await Promise.all(
      [0, 1].map(async (instance) => {
        // What npm start runs, as the systemd unit runs it.
        instances[instance] = await startBuiltServer('node', ['--v8-pool-size=1', '--enable-source-maps', 'dist/server/main.js'], {
          cwd: root,
          env: env(instance),
          baseUrl: direct(instance, ''),
        });
      }),
    );

    if (nginxCheck.status !== 0) return;
    const child = spawn(nginxBinary!, [...nginxArgs, '-g', 'daemon off;']);
    nginx = child;
    child.stdout.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
    nginxExited = new Promise((done) => child.on('close', done));
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${nginxOutput.join('')}`);
        expect((await send(proxied('/readyz'))).status).toBe(200);
      },
      { timeout: 30_000, interval: 100 },
    );
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await nginxExited;
    }
    for (const instance of instances) await killBuiltServer(instance ?? null);
    if (dir) rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it('loads on this nginx without a warning (nginx -t)', () => {
    const version = spawnSync(nginxBinary!, ['-v'], { encoding: 'utf8' }).stderr.trim();
    expect(nginxCheck.status, `${version}\n${nginxCheck.output}`).toBe(0);
    expect(nginxCheck.output).toMatch(/test is successful/);
    // nginx 1.25.1 and later deprecate `listen ... http2` (the file's comments say how to change it); nothing else may warn.
    const warnings = nginxCheck.output
      .split('\n')
      .filter((line) => /\[(warn|emerg|alert|crit|error)\]/.test(line) && !/"listen \.\.\. http2" directive is deprecated/.test(line));
    expect(warnings, version).toEqual([]);
  });

  it('serves the page over HTTPS, on HTTP/1.1 and HTTP/2, and sends plain HTTP to https', async () => {
    const page = await send(proxied('/'));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"');

    const session = http2Connect(proxied(''), { ca: cert });
    try {
      const h2 = await new Promise<{ status: number; alpn: string | false | undefined; body: string }>((done, fail) => {
        const stream = session.request({ ':path': '/' });
        let body = '';
        let status = 0;
        stream.setEncoding('utf8');
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => done({ status, alpn: session.alpnProtocol, body }));
        stream.on('error', fail);
        stream.end();
      });
      expect(h2.alpn).toBe('h2');
      expect(h2.status).toBe(200);
      expect(h2.body).toContain('<div id="root"');
    } finally {
      session.close();
    }

    const plain = await send(`http://127.0.0.1:${ports.plain}/raffles?page=2`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/raffles?page=2');
  });

  it("answers the API; nginx and the app log one request id, nginx's own whatever the client sent, and the app sees the client's address", async () => {
    const answer = await send(proxied('/api/raffles'), { headers: { 'x-request-id': 'chosen-by-the-client', 'x-forwarded-for': '203.0.113.9' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('raffles');
    const id = answer.headers['x-request-id'] as string;
    // nginx's $request_id: 32 hex digits.
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const proxyLine = await accessLine(id);
    expect(proxyLine).toMatchObject({ remote_addr: CLIENT, method: 'GET', path: '/api/raffles', status: 200 });
    const { instance, line } = await completedRequest(id);
    expect(proxyLine.upstream).toBe(`127.0.0.1:${ports.instances[instance]}`);
    // The address nginx appended, not nginx's own (127.0.0.1) nor what the client wrote before it.
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/raffles', remoteAddress: CLIENT });
    expect(instances.flatMap(appLines).some((l) => l.reqId === 'chosen-by-the-client')).toBe(false);
  });

  it('gives a request straight to an instance, from an address that is not the proxy, its own id and address', async () => {
    const answer = await send(direct(0, '/api/raffles'), { headers: { 'x-request-id': 'chosen-by-the-client', 'x-forwarded-for': '203.0.113.9' } });
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'] as string;
    expect(id).not.toBe('chosen-by-the-client');
    const { instance, line } = await completedRequest(id);
    expect(instance).toBe(0);
    expect(line.req?.remoteAddress).toBe(CLIENT);
  });

  it('refuses /metrics at the proxy while each instance serves it to its scraper', async () => {
    const authorization = `Bearer ${METRICS_TOKEN}`;
    expect((await send(proxied('/metrics'), { headers: { authorization } })).status).toBe(404);
    for (const instance of [0, 1]) expect((await send(direct(instance, '/metrics'), { headers: { authorization } })).status).toBe(200);
  });

  /** Socket.IO's long-polling start: the session id, and the upgrade it offers. */
  async function pollingStart(from: string): Promise<{ sid: string; upgrades: string[] }> {
    const answer = await send(proxied('/ws/?EIO=4&transport=polling'), { from });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.body.startsWith('0{'), answer.body).toBe(true);
    return JSON.parse(answer.body.slice(1)) as { sid: string; upgrades: string[] };
  }

  /** A WebSocket upgrade of that session: the 101 and the accept key the protocol asks for. */
  function webSocketUpgrade(from: string, sid: string): Promise<{ status: number; accept: string | undefined; expected: string }> {
    const key = randomBytes(16).toString('base64');
    const expected = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    return new Promise((done, fail) => {
      const req = httpsRequest(proxied(`/ws/?EIO=4&transport=websocket&sid=${sid}`), {
        localAddress: from,
        ca: cert,
        agent: false,
        headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': key },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        done({ status: res.statusCode!, accept: res.headers['sec-websocket-accept'], expected });
      });
      req.on('response', (res) => {
        res.resume();
        done({ status: res.statusCode!, accept: undefined, expected });
      });
      req.on('error', fail);
      req.end();
    });
  }

  it("keeps each client's Socket.IO session on one instance: the long-polling start, its next request and the WebSocket upgrade with its session id", async () => {
    for (const from of CLIENTS) {
      const { sid, upgrades } = await pollingStart(from);
      expect(upgrades).toContain('websocket');
      // The namespace connect, over polling: only the instance that holds the session knows the sid.
      const connected = await send(proxied(`/ws/?EIO=4&transport=polling&sid=${sid}`), {
        from,
        method: 'POST',
        body: '40',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(connected.status, connected.body).toBe(200);
      const upgrade = await webSocketUpgrade(from, sid);
      expect(upgrade.status).toBe(101);
      expect(upgrade.accept).toBe(upgrade.expected);
    }
    // Every request of one client reached one instance.
    for (const from of CLIENTS) {
      const upstreams = new Set(
        accessLog()
          .filter((l) => l.remote_addr === from && l.path === '/ws/')
          .map((l) => l.upstream),
      );
      expect(upstreams.size, `${from}: ${[...upstreams].join(', ')}`).toBe(1);
    }
  });

  it('lets the Socket.IO client connect through it and upgrade to a WebSocket', async () => {
    const agent = new Agent({ ca: cert, localAddress: CLIENT, keepAlive: true } as ConstructorParameters<typeof Agent>[0]);
    const socket = io(proxied(''), { path: '/ws', agent: agent as unknown as string, ca: cert, reconnection: false, transports: ['polling', 'websocket'] });
    sockets.push(socket);
    await new Promise<void>((done, fail) => socket.once('connect', () => done()).once('connect_error', fail));
    await expect.poll(() => socket.io.engine.transport.name).toBe('websocket');
    expect(socket.connected).toBe(true);
    socket.disconnect();
    agent.destroy();
  });

  it('answers GETs and socket starts from the other instance while one stops', async () => {
    const stopping = instances[0]!;
    stopping.process.kill('SIGTERM');
    await expect.poll(() => logged(stopping, 'SIGTERM received')).toBe(true);
    const statuses: number[] = [];
    let turn = 0;
    while (stopping.process.exitCode === null) {
      statuses.push((await send(proxied('/api/raffles'))).status);
      statuses.push((await send(proxied('/ws/?EIO=4&transport=polling'), { from: CLIENTS[turn++ % CLIENTS.length] })).status);
    }
    expect(await stopping.exited).toBe(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The stopping instance refused some of them (503) and nginx asked the other one.
    expect(logged(stopping, 'requests 503 while stopping')).toBe(true);
    expect(accessLog().some((l) => l.status === 200 && l.upstream_status.startsWith('503, '))).toBe(true);
  });
});
