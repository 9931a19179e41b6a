// The outside systems of the browser tests, on ports derived from the test server's own so that
// parallel checkouts never meet: the legacy accounts system and the hosted domain's stand-in.
// `npx tsx tests/support/stand-ins.ts <test server's port>` runs both (Playwright starts one for each lane's
// server, as a web server of its own: tests/support/browser-lanes.ts).

export function standInPorts(port: number) {
  return { legacy: port + 1000, oidc: port + 2000 };
}

export function standInUrls(port: number) {
  const ports = standInPorts(port);
  return { legacy: `http://127.0.0.1:${ports.legacy}/`, oidc: `http://127.0.0.1:${ports.oidc}` };
}

async function main() {
  const { startLegacyServer } = await import('./legacy-server');
  const { startOidcServer } = await import('./oidc-server');
  const port = Number(process.argv[2] ?? 4390);
  const ports = standInPorts(port);
  const legacy = await startLegacyServer([], { port: ports.legacy, control: true });
  const oidc = await startOidcServer({ port: ports.oidc, redirectUris: [`http://127.0.0.1:${port}/api/auth/callback`] });
  console.log(`legacy stand-in at ${legacy.url}, hosted-domain stand-in at ${oidc.url}`);
}

if (process.argv[1]?.endsWith('stand-ins.ts')) void main();
