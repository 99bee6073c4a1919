/** Structured logger, argument order as pino's (so a Fastify or pino logger can be passed as is). */
export interface BusLogger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const consoleLogger: BusLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

export const silentLogger: BusLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
