import pino from 'pino';
import { settings } from '../config/settings.server';

/** The server's one logger: JSON lines on stdout, one per request plus whatever goes wrong. */
export const log = pino({
  level: settings().LOG_LEVEL,
  base: { service: 'basera' },
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp'], remove: true },
});
