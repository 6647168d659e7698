import pino, { type Logger, type LoggerOptions } from 'pino';

/**
 * How every server of the project logs: pino's JSON lines, ISO time, the level by name. LOG_LEVEL sets
 * the level (default info; silent under jest unless LOG_LEVEL says otherwise, so test output stays readable).
 */
export function logOptions(name?: string, env: NodeJS.ProcessEnv = process.env): LoggerOptions {
  return {
    ...(name ? { name } : {}),
    level: env.LOG_LEVEL || (env.JEST_WORKER_ID ? 'silent' : 'info'),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/** A logger of its own for a server or a process (`name` says which in every line). */
export const createLog = (name: string, destination?: pino.DestinationStream): Logger =>
  destination ? pino(logOptions(name), destination) : pino(logOptions(name));
