/**
 * `npm run cluster`: N app slots on PostgreSQL behind one port, and their rolling restart
 * (`npm run restart:rolling`). docs/deploy.md, "Rolling restart".
 *
 * - Each slot is a main API process (server/src/main.ts) and a life-service process
 *   (server/life/main.ts) on ports of their own (picked free); `CLUSTER_SIZE` slots (default 2);
 *   `SERVER_BUILD=build/server` runs the compiled bundles of `npm run build:server` instead.
 * - A small reverse proxy on `PORT` (default 8080): `/life/…` goes to the life processes (prefix
 *   stripped, websockets included: `/life/cable`), everything else to the API processes, round
 *   robin over the slots whose readiness (`/api/health/ready/`, `/health/ready`, polled every
 *   250 ms) answers 200 (a readiness call that times out changes nothing; when no slot is
 *   ready, any running process is used: a draining one still answers). A request whose connection is refused (the process stopped listening
 *   between two polls) is sent to another slot: it never reached a process, so any method may
 *   be retried. Request bodies are read whole first (at most 3 MB, the API's largest).
 * - SIGHUP (what `npm run restart:rolling` sends, to the pid in `DATA_DIR/cluster.pid`)
 *   restarts the slots one at a time: SIGTERM to the slot's two processes — they drain
 *   (server/src/lib/shutdown.ts: readiness 503 at once, every request still answered for
 *   SHUTDOWN_DRAIN_SECONDS), so the proxy moves away before they stop listening —, wait for both
 *   to exit, start new ones, wait for their readiness, then the next slot. The state (generation
 *   = completed rolling restarts) is written to `DATA_DIR/cluster-status.json`.
 * - SIGTERM/SIGINT stop every process (each drains), then the proxy.
 *
 * `tsx scripts/cluster.ts restart` is `npm run restart:rolling`: sends SIGHUP and waits until the
 * generation moved (prints it, exit 0), or 10 minutes (exit 1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool, type Dispatcher } from 'undici';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = { api: path.join(ROOT, 'server/src/main.ts'), life: path.join(ROOT, 'server/life/main.ts') } as const;
const BUNDLES = { api: 'api.mjs', life: 'life.mjs' } as const;
const BANNERS = { api: /Cotador pronto em http:\/\/localhost:(\d+)/, life: /pronto na porta (\d+)/ } as const;
const READINESS = { api: '/api/health/ready/', life: '/health/ready' } as const;
const MAX_BODY = 3 * 1024 * 1024;
const POLL_MS = 250;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate', 'host']);

type Kind = keyof typeof ENTRIES;

const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
const pidFile = path.join(dataDir, 'cluster.pid');
const statusFile = path.join(dataDir, 'cluster-status.json');

/** One server process of a slot and where it listens. */
interface Member {
  kind: Kind;
  child: ChildProcess;
  port: number;
  pool: Pool;
  ready: boolean;
  exited: Promise<void>;
}

interface Slot {
  index: number;
  api?: Member;
  life?: Member;
}

function log(message: string): void {
  console.log(`[cluster] ${message}`);
}

/**
 * The node arguments of a `kind` process: the compiled bundle (`api.mjs`, `life.mjs`) when
 * `SERVER_BUILD` names a folder of `npm run build:server`'s output (plain node: about 3 s of CPU
 * less per start than tsx on the sources), else the TypeScript entry through tsx.
 */
function commandOf(kind: Kind): string[] {
  const build = process.env.SERVER_BUILD;
  return build ? [path.resolve(ROOT, build, BUNDLES[kind])] : ['--import', 'tsx', ENTRIES[kind]];
}

/** Starts one process of slot `index`, resolves once it printed its port. */
function startMember(index: number, kind: Kind, lifeApiUrl: string): Promise<Member> {
  const child = spawn(process.execPath, commandOf(kind), {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LIFE_PORT: '0', LIFE_API_URL: lifeApiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      stream.write(chunk.toString('utf8').replace(/^(?=.)/gm, `[${kind}${index + 1}] `));
      if (text !== null) {
        text += chunk.toString('utf8');
        const match = BANNERS[kind].exec(text);
        if (match) {
          const port = Number(match[1]);
          resolve({ kind, child, port, pool: new Pool(`http://127.0.0.1:${port}`, { connections: 32 }), ready: false, exited });
        }
      }
    };
    child.stdout?.on('data', onData(process.stdout));
    child.stderr?.on('data', onData(process.stderr));
    child.once('exit', (code) => reject(new Error(`${kind}${index + 1} saiu ao iniciar / exited while starting (${String(code)})`)));
  });
}

/**
 * The readiness of `member`: true on 200, false on any other answer or a refused connection,
 * undefined when the call failed otherwise (a timeout on a busy machine says nothing).
 */
async function probe(member: Member): Promise<boolean | undefined> {
  try {
    const response = await member.pool.request({ path: READINESS[member.kind], method: 'GET', headersTimeout: 5000, bodyTimeout: 5000 });
    await response.body.dump();
    return response.statusCode === 200;
  } catch (error) {
    return (error as { code?: string }).code === 'ECONNREFUSED' ? false : undefined;
  }
}

const alive = (member: Member) => member.child.exitCode === null && member.child.signalCode === null;

async function runCluster(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('npm run cluster precisa de DATABASE_URL (PostgreSQL): PGlite admite um só processo por pasta.\nnpm run cluster needs DATABASE_URL (PostgreSQL).');
    process.exit(1);
  }
  const size = Number(process.env.CLUSTER_SIZE ?? 2);
  if (!Number.isInteger(size) || size < 1 || size > 16) {
    console.error('CLUSTER_SIZE: entre 1 e 16 / between 1 and 16');
    process.exit(1);
  }
  const slots: Slot[] = Array.from({ length: size }, (_, index) => ({ index }));
  let cursor = 0;
  /**
   * The next ready member of `kind`, round robin, skipping `tried`; when none is ready, any
   * running one (a draining process still answers everything).
   */
  const pick = (kind: Kind, tried: Set<Member>): Member | undefined => {
    for (const acceptable of [(member: Member) => member.ready, alive]) {
      for (let step = 0; step < slots.length; step += 1) {
        const member = slots[(cursor + step) % slots.length]?.[kind];
        if (member && acceptable(member) && !tried.has(member)) {
          cursor = (cursor + step + 1) % slots.length;
          return member;
        }
      }
    }
    return undefined;
  };

  const proxy = http.createServer((request, response) => void forward(request, response));
  proxy.on('upgrade', (request, socket, head) => tunnel(request, socket as net.Socket, head));
  proxy.keepAliveTimeout = 65_000;

  async function readBody(request: IncomingMessage): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  function target(url: string): { kind: Kind; path: string } {
    if (url === '/life' || url.startsWith('/life/') || url.startsWith('/life?')) return { kind: 'life', path: url.slice('/life'.length) || '/' };
    return { kind: 'api', path: url };
  }

  function forwardedHeaders(request: IncomingMessage): IncomingHttpHeaders {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const peer = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${String(request.headers['x-forwarded-for'])}, ${peer}` : peer;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = request.headers.host ?? '';
    return headers;
  }

  async function forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request).catch(() => null);
    if (body === null) {
      response.writeHead(413, { 'content-type': 'application/json' }).end('{"detail":"Corpo grande demais."}');
      return;
    }
    const { kind, path: upstreamPath } = target(request.url ?? '/');
    const tried = new Set<Member>();
    for (;;) {
      const member = pick(kind, tried);
      if (!member) {
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"detail":"Serviço indisponível no momento."}');
        return;
      }
      tried.add(member);
      try {
        const upstream = await member.pool.request({
          path: upstreamPath,
          method: (request.method ?? 'GET') as Dispatcher.HttpMethod,
          headers: forwardedHeaders(request) as Record<string, string>,
          body: body.length > 0 ? body : null,
        });
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(upstream.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        response.writeHead(upstream.statusCode, headers);
        for await (const chunk of upstream.body) response.write(chunk);
        response.end();
        return;
      } catch (error) {
        // Refused: the process stopped listening (it never saw the request) — try another slot.
        const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') {
          member.ready = false;
          continue;
        }
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' }).end('{"detail":"Falha no servidor de aplicação."}');
        else response.destroy();
        return;
      }
    }
  }

  function tunnel(request: IncomingMessage, socket: net.Socket, head: Buffer): void {
    const { kind, path: upstreamPath } = target(request.url ?? '/');
    const member = pick(kind, new Set());
    if (!member) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(member.port, '127.0.0.1', () => {
      const lines = [`${request.method ?? 'GET'} ${upstreamPath} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  }

  const port = Number(process.env.PORT ?? 8080);
  const lifeApiUrl = process.env.LIFE_API_URL ?? `http://localhost:${port === 0 ? 8080 : port}/life`;

  async function startSlot(slot: Slot): Promise<void> {
    const [api, life] = await Promise.all([startMember(slot.index, 'api', lifeApiUrl), startMember(slot.index, 'life', lifeApiUrl)]);
    for (const member of [api, life]) {
      while ((await probe(member)) !== true) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      member.ready = true;
    }
    slot.api = api;
    slot.life = life;
  }

  async function stopSlot(slot: Slot, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const members = [slot.api, slot.life].filter((member): member is Member => member !== undefined);
    for (const member of members) member.child.kill(signal);
    await Promise.all(members.map((member) => member.exited));
    await Promise.all(members.map((member) => member.pool.close()));
    slot.api = undefined;
    slot.life = undefined;
  }

  let generation = 0;
  let rolling = false;
  // Written whole and renamed into place: `npm run restart:rolling` polls this file, and a plain
  // write lets it read a truncated file (`Unexpected end of JSON input`).
  let statusWrites = 0;
  const writeStatus = async () => {
    const temporary = `${statusFile}.${process.pid}.${(statusWrites += 1)}.tmp`;
    await writeFile(temporary, JSON.stringify({ pid: process.pid, port: (proxy.address() as net.AddressInfo | null)?.port ?? port, generation, rolling, slots: slots.map((slot) => ({ api: slot.api?.port, life: slot.life?.port, pids: [slot.api?.child.pid, slot.life?.child.pid] })) }));
    await rename(temporary, statusFile);
  };

  // The readiness poller: a slot whose process answers 503 (draining) or nothing gets no new requests.
  const poller = setInterval(() => {
    for (const slot of slots)
      for (const member of [slot.api, slot.life])
        if (member)
          void probe(member).then((ok) => {
            if (ok !== undefined) member.ready = ok && alive(member);
          });
  }, POLL_MS);

  await mkdir(dataDir, { recursive: true });
  // Migrations once, by the first slot, before the others start (docs/deploy.md).
  await startSlot(slots[0] as Slot);
  await Promise.all(slots.slice(1).map((slot) => startSlot(slot)));
  await new Promise<void>((resolve) => proxy.listen(port, process.env.HOST ?? '127.0.0.1', () => resolve()));
  const address = proxy.address() as net.AddressInfo;
  await writeFile(pidFile, String(process.pid));
  await writeStatus();
  log(`Cluster pronto em http://localhost:${address.port} (${size} × API + vida; npm run restart:rolling reinicia um por vez)`);

  const roll = async () => {
    if (rolling) return;
    rolling = true;
    await writeStatus();
    for (const slot of slots) {
      log(`reiniciando o slot ${slot.index + 1} / restarting slot ${slot.index + 1}`);
      await stopSlot(slot);
      await startSlot(slot);
      await writeStatus();
    }
    generation += 1;
    rolling = false;
    await writeStatus();
    log(`reinício gradual concluído (geração ${generation}) / rolling restart done`);
  };
  process.on('SIGHUP', () => void roll());

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(poller);
    await Promise.all(slots.map((slot) => stopSlot(slot)));
    proxy.close();
    proxy.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

async function requestRollingRestart(): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    console.error(`Nenhum cluster em execução (${pidFile} não existe): rode npm run cluster. / No cluster running.`);
    process.exit(1);
  }
  const generationOf = async () => (JSON.parse(await readFile(statusFile, 'utf8')) as { generation: number }).generation;
  const before = await generationOf();
  process.kill(pid, 'SIGHUP');
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await generationOf();
    if (now > before) {
      console.log(`Reinício gradual concluído (geração ${now}). / Rolling restart done.`);
      return;
    }
  }
  console.error('O reinício gradual não terminou em 10 minutos. / The rolling restart did not finish in 10 minutes.');
  process.exit(1);
}

if (process.argv[2] === 'restart') await requestRollingRestart();
else await runCluster();
