import pino from 'pino';
import { settings } from '../config/settings.server';

let logger: pino.Logger | undefined;

/** Made on first use, not on import: importing a module must not freeze the settings (tests set them late). */
function instance(): pino.Logger {
  return (logger ??= pino({
    level: settings().LOG_LEVEL,
    base: { service: 'basera' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp'], remove: true },
  }));
}

/** The server's one logger: JSON lines on stdout, one per request plus whatever goes wrong. */
export const log: pino.Logger = new Proxy({} as pino.Logger, {
  get(_target, property) {
    const target = instance();
    const value = Reflect.get(target, property, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  },
});
