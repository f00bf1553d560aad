// A throwaway RabbitMQ node with the STOMP plugin, for the relay suite (fixtures/server/stomp/relay.test.ts), the way
// scripts/postgres.mjs gives the server suites a PostgreSQL. Debian's rabbitmq-server (scripts/test.mjs installs it when
// missing) runs as a child of this process: its own node name, ports, data, logs, config and Erlang cookie under one
// temp folder, and its own epmd on a private port, so it never meets a system node, another test's node, or a system
// epmd, and nothing of it outlives the caller.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER = '/usr/lib/rabbitmq/bin/rabbitmq-server';
const EPMD = ['/usr/bin/epmd', '/usr/lib/erlang/bin/epmd'];
// A cold start is ~3 s on an idle 2-core machine and ~10 s on a busy one; this bound only catches a node that hangs.
const START_TIMEOUT_MS = 60_000;

const epmdBin = () => EPMD.find((file) => existsSync(file)) ?? null;

/** True when startRabbitMq can run a node here: Debian's rabbitmq-server (with its STOMP plugin) and Erlang's epmd. */
export const canStartRabbitMq = () => existsSync(SERVER) && epmdBin() !== null;

const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves true once a STOMP CONNECT on `port` is answered with CONNECTED, false on anything else within 2 s. */
const stompAnswers = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('close', () => done(text.startsWith('CONNECTED')));
    socket.on('connect', () => socket.write('CONNECT\naccept-version:1.2\nhost:/\nlogin:guest\npasscode:guest\n\n\0'));
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.includes('\0')) done(text.startsWith('CONNECTED'));
    });
  });

/** Resolves once something listens on `port`. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Spawns `file` with `args` and `env`; `ended` resolves when it exits, whatever ends it. */
const run = (file, args, env) => {
  const child = spawn(file, args, { env, stdio: 'ignore' });
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', () => undefined);
  return { child, ended };
};

/** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it has exited. */
const end = async (running, graceMs) => {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGTERM');
  const timer = setTimeout(() => running.child.kill('SIGKILL'), graceMs);
  await running.ended;
  clearTimeout(timer);
};

/**
 * Starts a node and resolves to `{ url, stop, start, dir }` once its STOMP port answers CONNECT, or to null (with the
 * reason printed) when rabbitmq-server is not installed. `url` is the `STOMP_RELAY_URL` (guest on 127.0.0.1).
 * `stop()` ends the node gracefully (RabbitMQ closes its connections) and `start()` starts it again on the same port
 * and data: a RabbitMQ restart. `dispose()` stops it, its epmd, and deletes `dir`. `whileBooting`, when given, runs
 * once the node is spawned, before waiting for it: synchronous work (startPostgres) overlaps the node's boot.
 */
export async function startRabbitMq({ whileBooting } = {}) {
  const epmd = epmdBin();
  if (!existsSync(SERVER) || epmd === null) {
    console.log('rabbitmq: rabbitmq-server is not installed (apt-get install rabbitmq-server)');
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rabbitmq-'));
  const [stompPort, distPort, epmdPort] = [await freePort(), await freePort(), await freePort()];
  const file = (name) => path.join(dir, name);
  writeFileSync(file('enabled_plugins'), '[rabbitmq_stomp].\n');
  writeFileSync(
    file('rabbitmq.conf'),
    [
      // STOMP only, on loopback: no AMQP listener, so no port of it to choose or clash.
      'listeners.tcp = none',
      `stomp.listeners.tcp.1 = 127.0.0.1:${stompPort}`,
      'log.console = false',
      'log.file.level = info',
      // A test machine's free disk is not RabbitMQ's business; the default 50 MB alarm would block publishers.
      'disk_free_limit.absolute = 1',
      '',
    ].join('\n'),
  );
  // Without this file the scripts read /etc/rabbitmq/rabbitmq-env.conf, a system node's settings.
  writeFileSync(file('rabbitmq-env.conf'), '');
  const env = {
    ...process.env,
    // The Erlang cookie goes to $HOME/.erlang.cookie: this node's own, never root's or the system node's.
    HOME: dir,
    ERL_EPMD_ADDRESS: '127.0.0.1',
    ERL_EPMD_PORT: String(epmdPort),
    RABBITMQ_CONF_ENV_FILE: file('rabbitmq-env.conf'),
    RABBITMQ_CONFIG_FILE: file('rabbitmq.conf'),
    RABBITMQ_ADVANCED_CONFIG_FILE: file('advanced.config'),
    RABBITMQ_ENABLED_PLUGINS_FILE: file('enabled_plugins'),
    RABBITMQ_MNESIA_BASE: file('mnesia'),
    RABBITMQ_LOG_BASE: file('log'),
    RABBITMQ_PID_FILE: file('rabbitmq.pid'),
    RABBITMQ_NODENAME: `test${stompPort}@localhost`,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_DIST_PORT: String(distPort),
    // The script then execs the Erlang VM instead of running it behind a shell that forwards signals, so the child
    // is the node itself: SIGTERM stops it gracefully, SIGKILL leaves nothing behind. -noinput: no Erlang shell.
    RABBITMQ_ALLOW_INPUT: 'true',
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-noinput',
  };
  // Its own epmd in the foreground: RabbitMQ would otherwise start a system-wide `epmd -daemon` that outlives us.
  const epmdProcess = run(epmd, ['-port', String(epmdPort), '-address', '127.0.0.1'], env);
  let node = null;
  const killAll = () => {
    node?.child.kill('SIGKILL');
    epmdProcess.child.kill('SIGKILL');
  };
  // A test run that ends without dispose (a failed beforeAll, process.exit) still leaves no node behind.
  process.once('exit', killAll);

  const start = async (booting = () => undefined) => {
    if (node !== null) throw new Error('rabbitmq: the node is already running');
    const started = Date.now();
    const current = run(SERVER, [], env);
    node = current;
    let exited = false;
    void current.ended.then(() => {
      exited = true;
    });
    booting();
    while (!(await stompAnswers(stompPort))) {
      if (exited) throw new Error(`rabbitmq: the node ended while starting; see ${file('log')}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`rabbitmq: no STOMP answer in ${START_TIMEOUT_MS} ms; see ${file('log')}`);
      await sleep(100);
    }
  };
  const stop = async ({ kill = false } = {}) => {
    if (node === null) return;
    const current = node;
    node = null;
    if (kill) current.child.kill('SIGKILL');
    await end(current, 15_000);
  };
  const dispose = async () => {
    // Nothing of a throwaway node is worth a graceful stop.
    await stop({ kill: true });
    await end(epmdProcess, 2_000);
    process.off('exit', killAll);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    while (!(await listening(epmdPort))) {
      if (epmdProcess.child.exitCode !== null) throw new Error(`rabbitmq: epmd did not start on port ${epmdPort}`);
      await sleep(20);
    }
    await start(whileBooting);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { url: `stomp://guest:guest@127.0.0.1:${stompPort}`, stompPort, dir, start: () => start(), stop: () => stop(), dispose };
}
