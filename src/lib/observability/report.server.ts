import { settings } from '../config/settings.server';
import { log } from './log.server';

type Sentry = typeof import('@sentry/astro');
let sentry: Promise<Sentry | null> | undefined;

/** Loads and starts the error-reporting SDK only when SENTRY_DSN is set, so it costs nothing otherwise. */
function reporter(): Promise<Sentry | null> {
  sentry ??= (async () => {
    const dsn = settings().SENTRY_DSN;
    if (!dsn) return null;
    try {
      const sdk = await import('@sentry/astro');
      sdk.init({ dsn, environment: settings().NODE_ENV, tracesSampleRate: 0 });
      return sdk;
    } catch (error) {
      log.warn({ err: error }, 'error reporting could not start; errors are only logged');
      return null;
    }
  })();
  return sentry;
}

/** Logs an unexpected error and sends it to the error-reporting service when one is configured. */
export async function reportError(error: unknown, context: Record<string, unknown>): Promise<void> {
  log.error({ err: error, ...context }, 'unexpected error');
  const sdk = await reporter();
  sdk?.captureException(error, { extra: context });
}
