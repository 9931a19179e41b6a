// What the fault tests share: the built server (dist/, `npx astro build` first) started as a child
// process on a free port with its own data directory, cognito-local for signing in, and small local
// servers that stand in for a database link that can be cut or an upstream that never answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import pg from 'pg';
import { DEMO_PASSWORD, freePort, startIdentity } from '../../scripts/identity.mjs';

export { freePort };

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote (its log lines). */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `basera-faults-${name}-`));

/** Starts the built server (scripts/serve.mjs); resolves when it answers at all (even a 503), within 20 s. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PAGE_CACHE_SECONDS: '0',
      PUBLIC_SITE_URL: url,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server ended at start:\n${output}`);
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The server did not answer within 20 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port,
    child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** cognito-local with the demo accounts, and a way to get an id token for one of them. */
export async function startIdentityProvider(dataDir: string) {
  const identity = await startIdentity({ NODE_ENV: 'test', DATA_DIR: dataDir, COGNITO_LOCAL_PORT: '0' } as NodeJS.ProcessEnv);
  const env = {
    COGNITO_ENDPOINT: identity.env.COGNITO_ENDPOINT!,
    COGNITO_USER_POOL_ID: identity.env.COGNITO_USER_POOL_ID!,
    COGNITO_CLIENT_ID: identity.env.COGNITO_CLIENT_ID!,
    COGNITO_AUTH_FLOW: 'password',
  };
  const client = new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: env.COGNITO_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    env,
    stop: () => identity.stop(),
    async idToken(email = 'demo@basera.pk'): Promise<string> {
      const result = await client.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.COGNITO_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
      );
      return result.AuthenticationResult!.IdToken!;
    },
  };
}

/** A TCP proxy to `target` that the test can cut (closing every link) and restore on the same port. */
export async function cuttableProxy(targetHost: string, targetPort: number) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: listen,
    close() {
      for (const s of sockets) s.destroy();
      server?.close();
    },
  };
}

/** A server that accepts connections and never answers, like a hung upstream. */
export async function silentServer() {
  const port = await freePort();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** Milliseconds a promise took, with its value. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - started), value };
}

/** Runs one statement (create or drop a test database) on the PostgreSQL server at `url`. */
export async function postgresAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
