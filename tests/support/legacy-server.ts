// A small stand-in for the legacy accounts system: known accounts, its login and user look-up.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LegacyAccount {
  id: string;
  email: string;
  password: string;
  name: string;
  phone?: string;
  agency_id?: string;
  provider?: string;
  properties?: number;
}

export interface LegacyStandIn {
  url: string;
  logins: string[];
  /** The e-mail and provider of each social-user look-up, in order. */
  lookups: string[];
  close: () => Promise<void>;
}

/**
 * Starts the stand-in. With `control`, it also takes new accounts (POST /test/accounts) and tells
 * what it was asked (GET /test/calls), for tests that run it in another process.
 */
export async function startLegacyServer(accounts: LegacyAccount[], options: { port?: number; control?: boolean } = {}): Promise<LegacyStandIn> {
  const logins: string[] = [];
  const lookups: string[] = [];
  const publicUser = (a: LegacyAccount) => ({ id: a.id, email: a.email, name: a.name, phone: a.phone ?? null, agency_id: a.agency_id ?? null });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://legacy');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/api/user/login') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const { email, password } = JSON.parse(text || '{}') as { email?: string; password?: string };
      logins.push(String(email));
      const account = accounts.find((a) => a.email === email?.toLowerCase() && a.password === password);
      return account ? send(200, { user: publicUser(account) }) : send(401, { message: 'Invalid credentials' });
    }
    if (req.method === 'GET' && url.pathname === '/api/property/getUserWithMaxProp') {
      lookups.push(`${url.searchParams.get('email')} ${url.searchParams.get('provider')}`);
      const account = accounts.find((a) => a.email === url.searchParams.get('email') && (a.provider ?? 'email') === url.searchParams.get('provider'));
      return account ? send(200, { ...publicUser(account), properties: account.properties ?? 0 }) : send(404, { message: 'Not found' });
    }
    if (options.control && req.method === 'POST' && url.pathname === '/test/accounts') {
      let text = '';
      for await (const chunk of req) text += chunk;
      accounts.push(JSON.parse(text) as LegacyAccount);
      return send(201, { ok: true });
    }
    if (options.control && req.method === 'GET' && url.pathname === '/test/calls') return send(200, { logins, lookups });
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, logins, lookups, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
