import pino, { type Logger } from 'pino';
import { type LogLevel, logLevels } from './config.ts';
import { traceFields, tracingOn } from './tracing/spans.ts';

/**
 * The server's log: one JSON line per event on stdout (pino), so a log collector reads every
 * instance's lines alike — one per request (the Node entry), errors with their stack, storage
 * going down and coming back. Never shown to the person. With tracing on (decision 069) each line
 * also carries the `traceId` and `spanId` of the work it was written in.
 */
const loggers = new Map<LogLevel, Logger>();

/** LOG_LEVEL for code without a configuration at hand (the storage in unit tests): info unless set. */
function environmentLevel(): LogLevel {
  const level = process.env['LOG_LEVEL'];
  return logLevels.find((known) => known === level) ?? 'info';
}

/** The logger at the configuration's LOG_LEVEL (one per level, shared by everything in the process). */
export function logOf(config?: { logLevel?: LogLevel | undefined }): Logger {
  const level = config?.logLevel ?? environmentLevel();
  let logger = loggers.get(level);
  if (!logger) {
    logger = pino({
      level,
      // Level names and ISO times read better in a collector than pino's numbers and epoch ms.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Read per line only when traces are sent: without them there is no trace to point to.
      ...(tracingOn() ? { mixin: traceFields } : {}),
    });
    loggers.set(level, logger);
  }
  return logger;
}
