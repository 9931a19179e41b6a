import pino from 'pino';
import { settings } from '../config/settings.server';

let logger: pino.Logger | undefined;

/** Made on first use, not on import: importing a module must not freeze the settings (tests set them late). */
function instance(): pino.Logger {
  return (logger ??= pino(
    {
      level: settings().LOG_LEVEL,
      base: { service: 'basera' },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp'], remove: true },
    },
    // Written in the background, as pino's own stdout is: a request never waits for stdout to take its
    // line, so a log reader that stops reading (a stuck shipper, a full journal) stops no request
    // (tests/faults/logging.test.ts). What waits is held in memory: past 8 MB, new lines are dropped
    // rather than kept until the process runs out. What is left is written as the process exits.
    pino.destination({ sync: false, maxLength: 8 * 1024 * 1024 }),
  ));
}

/** The server's one logger: JSON lines on stdout, one per request plus whatever goes wrong. */
export const log: pino.Logger = new Proxy({} as pino.Logger, {
  get(_target, property) {
    const target = instance();
    const value = Reflect.get(target, property, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  },
});
