import { isIP } from 'node:net';
import { z } from 'zod';

/** Thrown when the environment is missing or malformed; lists every problem, one per line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const postgresUrl = z
  .string()
  .refine(
    (value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
    'must be a postgres:// connection URL',
  );

const redisUrl = z
  .string()
  .refine((value) => /^rediss?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be a redis:// or rediss:// URL');

const brokerList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((broker) => broker.trim())
      .filter(Boolean),
  )
  .refine(
    (brokers) => brokers.length > 0 && brokers.every((b) => /^[\w.-]+:\d{1,5}$/.test(b)),
    'must be a comma-separated list of host:port',
  );

/** `10.0.0.0/8` or a single address (v4 or v6). */
const isAddressRange = (range: string) => {
  const [address = '', bits, ...rest] = range.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

const addressRanges = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean),
  )
  .refine((ranges) => ranges.every(isAddressRange), 'must be a comma-separated list of addresses or CIDR ranges');

const port = z.coerce.number().int().min(0).max(65535);

/** Settings every process shares. Names are the environment variables, documented in README.md. */
export const baseSettings = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  KAFKA_BROKERS: brokerList.optional(),
  REDIS_URL: redisUrl.optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long a replica holds the lease of a singleton job (the relay, a service's projections)
   * without renewing it: a replica that dies hands over within this time (renewed every third).
   */
  LEASE_MS: z.coerce.number().int().min(300).default(6_000),
  /** How long a Kafka consumer that stops heartbeating keeps its partitions; brokers accept 6 s and up by default. */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(6_000),
  /** Media and export files; processes that share them need the same folder (a shared volume). */
  FILES_DIR: z.string().min(1).optional(),
  /** S3-compatible object storage for media and export files; used when S3_BUCKET is set. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Who else may read `/metrics` (loopback and private addresses may; embedded mode: loopback only). */
  METRICS_ALLOW: addressRanges.optional(),
};

export const portSetting = (fallback: number) => ({ PORT: port.default(fallback) });

/** The interface to listen on, when a process's default is not every interface's (`0.0.0.0`). */
export const hostSetting = (fallback: string) => ({ HOST: z.string().min(1).default(fallback) });

/** Where a process reaches the BFF (realtime asks it who may follow a deck's live stream). */
export const bffUrlSetting = { BFF_URL: z.url().optional() };

/** Validates `env` against `shape`, ignoring unrelated variables; empty strings count as unset. */
export function loadConfig<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<Shape>> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = z.object(shape).safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${describe(issue)}`),
    );
  }
  return result.data;
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  return issue.message;
}

/**
 * A service started on its own (distributed mode) shares its data with the other processes, so
 * it needs the shared servers; names the variables that are missing.
 */
export function requireSettings(config: Record<string, unknown>, names: readonly string[], why: string): void {
  const missing = names.filter((name) => config[name] === undefined);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: is required ${why}`));
}
