import { z } from 'zod';
import { OWN_TILES } from '@/lib/maps/tiles';

/**
 * Every setting Basera reads from the environment, with its embedded default.
 * Checked once at start-up so a bad value stops the server with a clear message
 * instead of failing later in front of a person. `.env.example` mirrors this list.
 */
const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  PUBLIC_SITE_URL: z.string().url().default('http://localhost:4321'),
  /** Server processes sharing the port ('auto': one per core); scripts/serve.mjs starts them. */
  SERVER_PROCESSES: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]\d*)$/, 'must be a whole number from 1 up, or auto')
    .default('1'),
  /** Empty: SQLite at DATA_DIR/basera.sqlite. A postgres:// URL: PostgreSQL. */
  DATABASE_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v) || v.startsWith('file:'), {
      message: 'must be empty (SQLite under DATA_DIR), file:<path> (SQLite) or postgres://…',
    }),
  /**
   * Connections each server process keeps open to PostgreSQL (servers × processes × this must fit
   * max_connections). One process renders one page at a time, so a few keep it fed (decision 023).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  DATA_DIR: z.string().default('.data'),
  /** How many listings the demo set has when the database starts empty; 0 loads no demo data. */
  DEMO_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
  REDIS_URL: optionalUrl,
  /** How many proxies of ours stand in front and append X-Forwarded-For (0: use the connection's address). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  /** Queries slower than this many milliseconds are logged with their SQL; 0 logs none. */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(250),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SENTRY_DSN: optionalUrl,
  /** Map tiles for Leaflet; {s}, {z}, {x}, {y} as Leaflet expects. Default: Basera's own plain tiles (src/lib/maps). */
  MAP_TILE_URL: z.string().default(OWN_TILES),
  /** What the maps credit for their tiles, as text; unset: OpenStreetMap's credit for its tiles, none for Basera's own. */
  MAP_TILE_CREDIT: z.string().optional(),
  LISTING_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /**
   * The yearly rate (percent) a sale listing's finance estimate starts at; visitors change it to their bank's.
   * Banks price home finance over KIBOR; set it as their rates move.
   */
  HOME_FINANCE_RATE: z.coerce.number().min(0).max(40).default(14),
  /** Seconds each server keeps an anonymous visitor's page for the next ones; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  LEGACY_API_BASE: optionalUrl,
  COGNITO_REGION: z.string().default('ap-south-1'),
  COGNITO_USER_POOL_ID: z.string().default(''),
  COGNITO_CLIENT_ID: z.string().default(''),
  /** Set for cognito-local; empty for real Cognito. */
  COGNITO_ENDPOINT: optionalUrl,
  /** 'password' (USER_PASSWORD_AUTH, what cognito-local supports) or 'srp' (USER_SRP_AUTH, for Cognito). */
  COGNITO_AUTH_FLOW: z.enum(['password', 'srp']).optional().or(z.literal('').transform(() => undefined)),
  /** The pool's hosted domain (https://<prefix>.auth.<region>.amazoncognito.com); empty hides the social sign-in buttons. */
  COGNITO_HOSTED_DOMAIN: optionalUrl,
  /** Issuer of the id tokens the hosted domain hands out (keys at {issuer}/.well-known/jwks.json); empty: the pool's own issuer. */
  COGNITO_OAUTH_ISSUER: optionalUrl,
  /** Port of the embedded cognito-local that `npm start` runs when no pool is configured; 0 picks a free one. */
  COGNITO_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).default(9229),
  /** Where OTP codes are POSTed as JSON { phone_number, message }; empty: the server log and /dev/outbox. */
  SMS_GATEWAY_URL: optionalUrl,
  /** How owners are told about their listings (published, rejected, about to expire, an inquiry): 'sms' or 'email'. */
  NOTIFY_CHANNEL: z.enum(['sms', 'email']).default('sms'),
  /** Where e-mails are POSTed as JSON { to, subject, text }; empty: the server log and /dev/outbox. */
  EMAIL_GATEWAY_URL: optionalUrl,
  /** Minutes an OTP code stays valid. */
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** Where uploaded images are kept: 'fs' (DATA_DIR/media) or 's3' (an S3-compatible bucket). */
  MEDIA_STORE: z.enum(['fs', 's3']).default('fs'),
  MEDIA_S3_BUCKET: z.string().trim().default(''),
  MEDIA_S3_REGION: z.string().trim().default('ap-south-1'),
  /** Empty for AWS itself; the address of another S3-compatible service (MinIO, R2, Spaces…). */
  MEDIA_S3_ENDPOINT: optionalUrl,
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most non-AWS services want it. */
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Both empty: the AWS SDK's own chain (environment, instance or task role). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().default(''),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  /** Where public pages load watermarked images from (a CDN or the bucket's public address); empty: this server's /media. */
  MEDIA_PUBLIC_URL: optionalUrl,
});

export type Settings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

/** Parses an environment into settings, or throws one readable message listing every bad value. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  const issues = result.success ? crossChecks(result.data) : result.error.issues;
  if (!result.success || issues.length > 0) {
    const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Basera cannot start: some settings are not valid.\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Rules that tie several settings together. */
function crossChecks(s: Settings): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (s.MEDIA_STORE === 's3' && !s.MEDIA_S3_BUCKET) issues.push({ path: ['MEDIA_S3_BUCKET'], message: "is required when MEDIA_STORE is 's3'" });
  if (Boolean(s.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(s.MEDIA_S3_SECRET_ACCESS_KEY)) {
    issues.push({ path: ['MEDIA_S3_SECRET_ACCESS_KEY'], message: 'give both the access key id and the secret, or neither' });
  }
  return issues;
}

let cached: Settings | undefined;

/** The settings of this process, read from process.env on first use. */
export function settings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}
