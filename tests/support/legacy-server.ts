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

export async function startLegacyServer(accounts: LegacyAccount[]): Promise<{ url: string; logins: string[]; close: () => Promise<void> }> {
  const logins: string[] = [];
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
      const account = accounts.find((a) => a.email === url.searchParams.get('email') && (a.provider ?? 'email') === url.searchParams.get('provider'));
      return account ? send(200, { ...publicUser(account), properties: account.properties ?? 0 }) : send(404, { message: 'Not found' });
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, logins, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
