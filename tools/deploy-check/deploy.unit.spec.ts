// Checks deploy/ against itself and against the apps: every app has an image target, a Compose
// service and a Kubernetes Deployment; ports, probes, variables and shutdown timing agree.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

type Json = Record<string, unknown>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployDir = path.join(root, 'deploy');
const k8sDir = path.join(deployDir, 'k8s');
const read = (file: string) => readFileSync(file, 'utf8');

/** Default ports, as in each app's main.ts. */
const APPS: Record<string, number> = {
  bff: 3000,
  realtime: 3001,
  'deck-service': 3002,
  'media-service': 3003,
  'team-service': 3004,
  'billing-service': 3005,
  'export-worker': 3006,
};
const appNames = Object.keys(APPS);
/** What each app refuses to start without when it runs alone. */
const REQUIRED: Record<string, string[]> = {
  bff: ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL'],
  realtime: ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'BFF_URL'],
  'deck-service': ['DATABASE_URL', 'KAFKA_BROKERS'],
  'media-service': ['DATABASE_URL', 'KAFKA_BROKERS'],
  'team-service': ['DATABASE_URL', 'KAFKA_BROKERS'],
  'billing-service': ['DATABASE_URL', 'KAFKA_BROKERS'],
  'export-worker': ['DATABASE_URL', 'KAFKA_BROKERS'],
};
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];
const USES_OBJECT_STORAGE = ['bff', 'media-service', 'export-worker'];
/** Which Compose service provides each connection variable. */
const SERVICE_FOR: Record<string, string> = { DATABASE_URL: 'postgres', KAFKA_BROKERS: 'kafka', REDIS_URL: 'redis' };

function obj(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} is not a mapping`);
  return value as Json;
}
function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  return value;
}
const optionalList = (value: unknown, what: string) => (value === undefined ? [] : list(value, what));

function parseOne(file: string): Json {
  return obj(YAML.parse(read(file), { merge: true }), file);
}

function parseAll(file: string): Json[] {
  const docs: Json[] = [];
  for (const doc of YAML.parseAllDocuments(read(file), { merge: true })) {
    expect(doc.errors, `${file}: YAML errors`).toEqual([]);
    const value: unknown = doc.toJSON();
    if (value !== null && value !== undefined) docs.push(obj(value, file));
  }
  return docs;
}

/** Variable names from the table under "## Variables" in deploy/README.md. */
function documentedVariables(): Set<string> {
  const section = read(path.join(deployDir, 'README.md')).split(/^## Variables$/m)[1] ?? '';
  return new Set([...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]!));
}

/** Milliseconds in a Compose duration such as `20s`, `1m30s` or `500ms`. */
function durationMs(text: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) throw new Error(`not a duration: ${text}`);
  return parts.reduce((sum, part) => sum + Number(part[1]) * units[part[2]!]!, 0);
}

// --- Dockerfile ---------------------------------------------------------------------------------

interface Stage {
  name: string;
  from: string;
  instructions: { keyword: string; args: string }[];
}

function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n(?:[ \t]*#.*\r?\n)*/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const from = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`cannot read: ${line}`);
      stages.push({ from: from[1]!, name: from[2] ?? String(stages.length), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

const dockerfile = read(path.join(deployDir, 'Dockerfile'));
const stages = parseDockerfile(dockerfile);
const stageByName = new Map(stages.map((stage) => [stage.name, stage]));

/** A stage's instructions including those of the stages it is built from, oldest first. */
function lineage(name: string): Stage['instructions'] {
  const stage = stageByName.get(name);
  if (!stage) return [];
  return [...lineage(stage.from), ...stage.instructions];
}
const last = (instructions: Stage['instructions'], keyword: string) =>
  instructions.filter((i) => i.keyword === keyword).at(-1);

function ignorePatterns(file: string): string[] {
  return read(file)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe('Dockerfile', () => {
  it('starts from node:20-bookworm-slim and builds with npm ci and npm run build', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    const build = stageByName.get('build');
    expect(build).toBeDefined();
    const runs = lineage('build')
      .filter((i) => i.keyword === 'RUN')
      .map((i) => i.args);
    expect(runs.some((run) => /\bnpm ci\b/.test(run) && !run.includes('--omit'))).toBe(true);
    expect(runs.some((run) => run.includes('npm run build'))).toBe(true);
  });

  it('has one target per app with its bundle, port, health check, production mode and a non-root user', () => {
    for (const [app, port] of Object.entries(APPS)) {
      expect(stageByName.has(app), `target ${app}`).toBe(true);
      const instructions = lineage(app);
      expect(JSON.parse(last(instructions, 'CMD')?.args ?? 'null'), app).toEqual(['node', `dist/${app}/main.js`]);
      expect(
        instructions.some((i) => i.keyword === 'EXPOSE' && i.args.split(/\s+/).includes(String(port))),
        `${app} EXPOSE ${port}`,
      ).toBe(true);
      expect(
        instructions.some((i) => i.keyword === 'ENV' && /\bNODE_ENV=production\b/.test(i.args)),
        `${app} NODE_ENV`,
      ).toBe(true);
      expect(last(instructions, 'HEALTHCHECK')?.args, `${app} HEALTHCHECK`).toMatch(/healthcheck\.mjs/);
      const user = last(instructions, 'USER')?.args;
      expect(user, `${app} USER`).toBeDefined();
      expect(user!.split(':')[0], `${app} runs as non-root`).not.toMatch(/^(0|root)$/);
      const own = stageByName.get(app)!.instructions;
      expect(
        own.some((i) => i.keyword === 'COPY' && i.args.includes(`/app/dist/${app} `)),
        `${app} copies its bundle`,
      ).toBe(true);
    }
    expect(
      stageByName.get('bff')!.instructions.some((i) => i.keyword === 'COPY' && i.args.includes('apps/web/dist')),
    ).toBe(true);
  });

  it('installs Chromium and ffmpeg from Debian packages and downloads no browser', () => {
    const apt = (app: string) =>
      stageByName
        .get(app)!
        .instructions.filter((i) => i.keyword === 'RUN' && i.args.includes('apt-get install'))
        .map((i) => i.args)
        .join(' ');
    expect(apt('export-worker')).toMatch(/\bchromium\b/);
    expect(apt('media-service')).toMatch(/\bffmpeg\b/);
    expect(dockerfile).not.toMatch(/playwright(-core)?\s+install|puppeteer\s+browsers|\bcurl\b|\bwget\b/);
    expect(
      lineage('export-worker').some((i) => i.keyword === 'ENV' && i.args.includes('CHROMIUM_PATH=/usr/bin/chromium')),
    ).toBe(true);
  });

  it('copies only from stages it defines and from files that exist in the build context', () => {
    const ignored = ignorePatterns(path.join(deployDir, 'Dockerfile.dockerignore'));
    for (const stage of stages) {
      for (const { keyword, args } of stage.instructions.filter((i) => i.keyword === 'COPY')) {
        const from = /--from=(\S+)/.exec(args)?.[1];
        if (from) {
          expect(stageByName.has(from), `${keyword} ${args}`).toBe(true);
          continue;
        }
        const sources = args.replace(/--\S+/g, '').trim().split(/\s+/).slice(0, -1);
        for (const source of sources.filter((s) => s !== '.')) {
          expect(existsSync(path.join(root, source)), `${source} exists`).toBe(true);
          if (source.startsWith('deploy/'))
            expect(ignored, `${source} is re-included in the context`).toContain(`!${source}`);
        }
      }
    }
  });

  it('keeps the two ignore files in step', () => {
    expect(ignorePatterns(path.join(deployDir, 'dockerignore'))).toEqual(
      ignorePatterns(path.join(deployDir, 'Dockerfile.dockerignore')),
    );
    expect(ignorePatterns(path.join(deployDir, 'dockerignore'))).toEqual(
      expect.arrayContaining(['**/node_modules', 'dist', '.git']),
    );
  });
});

// --- Compose ------------------------------------------------------------------------------------

const compose = parseOne(path.join(deployDir, 'compose.yaml'));
const services = obj(compose.services, 'services');
const service = (name: string) => obj(services[name], `service ${name}`);
const environment = (name: string) => obj(service(name).environment ?? {}, `${name}.environment`);

describe('compose.yaml', () => {
  it('runs postgres 16, redis 7, a KRaft Kafka broker and MinIO, each with a health check', () => {
    expect(String(service('postgres').image)).toMatch(/^postgres:16\b/);
    expect(String(service('redis').image)).toMatch(/^redis:7\b/);
    expect(String(service('kafka').image)).toMatch(/kafka/);
    expect(String(obj(service('kafka').environment, 'kafka.environment').KAFKA_PROCESS_ROLES)).toBe(
      'broker,controller',
    );
    expect(String(service('minio').image)).toMatch(/minio/);
    for (const name of ['postgres', 'redis', 'kafka', 'minio']) expect(service(name).healthcheck, name).toBeDefined();
  });

  it('builds every app from its own Dockerfile target with the repository root as context', () => {
    for (const app of appNames) {
      const build = obj(service(app).build, `${app}.build`);
      expect(path.resolve(deployDir, String(build.context)), app).toBe(root);
      expect(build.dockerfile, app).toBe('deploy/Dockerfile');
      expect(build.target, app).toBe(app);
    }
    const targets = Object.values(services)
      .map((value) => obj(value, 'service').build)
      .filter((build): build is Json => typeof build === 'object' && build !== null)
      .map((build) => build.target)
      .filter((target): target is string => typeof target === 'string');
    for (const target of targets) expect(stageByName.has(target), `Dockerfile target ${target}`).toBe(true);
  });

  it('gives every app its port, the variables it needs, and only documented variables', () => {
    const documented = documentedVariables();
    for (const [app, port] of Object.entries(APPS)) {
      const env = environment(app);
      expect(String(env.PORT), app).toBe(String(port));
      for (const name of REQUIRED[app]!) expect(env[name], `${app} ${name}`).toBeTruthy();
      if (USES_OBJECT_STORAGE.includes(app))
        for (const name of S3_VARIABLES) expect(env[name], `${app} ${name}`).toBeDefined();
      for (const name of Object.keys(env))
        expect(documented.has(name), `${app}: ${name} is documented in deploy/README.md`).toBe(true);
    }
  });

  it('points the connection variables at the services that provide them', () => {
    for (const app of appNames) {
      const env = environment(app);
      expect(new URL(String(env.DATABASE_URL)).hostname).toBe('postgres');
      expect(
        String(env.KAFKA_BROKERS)
          .split(',')
          .map((broker) => broker.split(':')[0]),
      ).toEqual(['kafka']);
      if (env.REDIS_URL !== undefined) expect(new URL(String(env.REDIS_URL)).hostname).toBe('redis');
      if (env.S3_ENDPOINT !== undefined) expect(new URL(String(env.S3_ENDPOINT)).hostname).toBe('minio');
      if (env.BFF_URL !== undefined) expect(new URL(String(env.BFF_URL)).hostname).toBe('bff');
    }
  });

  it('starts every app after the healthy servers it uses', () => {
    for (const app of appNames) {
      const dependsOn = obj(service(app).depends_on, `${app}.depends_on`);
      const env = environment(app);
      const needed = Object.entries(SERVICE_FOR)
        .filter(([variable]) => REQUIRED[app]!.includes(variable) || env[variable] !== undefined)
        .map(([, server]) => server);
      for (const server of needed)
        expect(obj(dependsOn[server], `${app} -> ${server}`).condition, `${app} -> ${server}`).toBe('service_healthy');
      if (env.S3_ENDPOINT !== undefined)
        expect(
          Object.keys(dependsOn).some((name) => name.startsWith('minio')),
          `${app} -> minio`,
        ).toBe(true);
      for (const [name, condition] of Object.entries(dependsOn)) {
        expect(services[name], `${app} depends on unknown service ${name}`).toBeDefined();
        if (obj(condition, name).condition === 'service_healthy')
          expect(service(name).healthcheck, `${name} healthcheck`).toBeDefined();
      }
    }
  });

  it('checks every app at /healthz and stops it within a grace period above SHUTDOWN_TIMEOUT_MS', () => {
    const healthcheck = read(path.join(deployDir, 'healthcheck.mjs'));
    expect(healthcheck).toContain('/healthz');
    expect(healthcheck).toContain('process.env.PORT');
    for (const app of appNames) {
      const check = obj(service(app).healthcheck, `${app}.healthcheck`);
      expect(list(check.test, `${app}.healthcheck.test`).join(' '), app).toMatch(/healthcheck\.mjs|\/healthz/);
      const timeout = Number(environment(app).SHUTDOWN_TIMEOUT_MS ?? 10_000);
      expect(durationMs(String(service(app).stop_grace_period ?? '10s')), app).toBeGreaterThan(timeout);
    }
  });

  it('publishes the BFF on 3000 and realtime on 3001', () => {
    expect(optionalList(service('bff').ports, 'bff.ports')).toContain('3000:3000');
    expect(optionalList(service('realtime').ports, 'realtime.ports')).toContain('3001:3001');
  });
});

// --- Kubernetes ---------------------------------------------------------------------------------

const kustomization = parseOne(path.join(k8sDir, 'kustomization.yaml'));
const resources = list(kustomization.resources, 'resources').map(String);
const manifests = resources.flatMap((file) => parseAll(path.join(k8sDir, file)));
const find = (kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && obj(m.metadata, 'metadata').name === name);
const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const nameOf = (m: Json) => String(obj(m.metadata, 'metadata').name);

function podSpec(deployment: Json): Json {
  return obj(obj(obj(deployment.spec, 'spec').template, 'template').spec, 'template.spec');
}
function container(app: string): Json {
  const deployment = find('Deployment', app);
  if (!deployment) throw new Error(`no Deployment ${app}`);
  const containers = list(podSpec(deployment).containers, `${app} containers`).map((c) => obj(c, 'container'));
  expect(containers, `${app}: one container`).toHaveLength(1);
  return containers[0]!;
}
/** Resolves a probe's or Service's port (a number or a container port name) to a number. */
function portNumber(c: Json, port: unknown): number {
  if (typeof port === 'number') return port;
  const named = list(c.ports, 'ports')
    .map((p) => obj(p, 'port'))
    .find((p) => p.name === port);
  if (!named) throw new Error(`no container port named ${String(port)}`);
  return Number(named.containerPort);
}
/** Every variable a container gets, with its value where the manifests say it. */
function containerEnv(c: Json): Map<string, string | undefined> {
  const env = new Map<string, string | undefined>();
  for (const source of optionalList(c.envFrom, 'envFrom').map((s) => obj(s, 'envFrom'))) {
    const ref = source.configMapRef ?? source.secretRef;
    const kind = source.configMapRef ? 'ConfigMap' : 'Secret';
    const target = find(kind, String(obj(ref, 'envFrom ref').name));
    expect(target, `${kind} ${String(obj(ref, 'ref').name)}`).toBeDefined();
    const data = obj(target!.data ?? target!.stringData ?? {}, 'data');
    for (const [key, value] of Object.entries(data)) env.set(key, String(value));
  }
  for (const entry of optionalList(c.env, 'env').map((e) => obj(e, 'env'))) {
    if (entry.valueFrom) {
      const from = obj(entry.valueFrom, 'valueFrom');
      const ref = obj(from.configMapKeyRef ?? from.secretKeyRef, 'keyRef');
      const target = find(from.configMapKeyRef ? 'ConfigMap' : 'Secret', String(ref.name));
      expect(target, `${String(ref.name)}`).toBeDefined();
      const data = obj(target!.data ?? target!.stringData ?? {}, 'data');
      expect(data[String(ref.key)], `${String(ref.name)}.${String(ref.key)}`).toBeDefined();
      env.set(String(entry.name), String(data[String(ref.key)]));
    } else {
      env.set(String(entry.name), entry.value === undefined ? undefined : String(entry.value));
    }
  }
  return env;
}
function probePath(c: Json, probe: string): { path: string; port: number } {
  const httpGet = obj(obj(c[probe], `${probe}`).httpGet, `${probe}.httpGet`);
  return { path: String(httpGet.path), port: portNumber(c, httpGet.port) };
}
function preStopSleepMs(c: Json): number {
  const command = (
    c.lifecycle as { preStop?: { exec?: { command?: unknown[] }; sleep?: { seconds?: number } } } | undefined
  )?.preStop;
  if (command?.sleep?.seconds) return command.sleep.seconds * 1000;
  const args = command?.exec?.command?.map(String) ?? [];
  return args[0] === 'sleep' ? Number(args[1]) * 1000 : 0;
}

describe('k8s manifests', () => {
  it('lists every manifest in kustomization.yaml and each parses to named Kubernetes objects', () => {
    const files = readdirSync(k8sDir).filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml');
    expect([...resources].sort()).toEqual(files.sort());
    for (const m of manifests) {
      expect(typeof m.apiVersion).toBe('string');
      expect(typeof m.kind).toBe('string');
      expect(nameOf(m)).toMatch(/^[a-z0-9-]+$/);
    }
    const namespace = ofKind('Namespace');
    expect(namespace.map(nameOf)).toEqual([kustomization.namespace]);
  });

  it('has a Deployment and a Service for every app, on the app port', () => {
    for (const [app, port] of Object.entries(APPS)) {
      const deployment = find('Deployment', app);
      expect(deployment, `Deployment ${app}`).toBeDefined();
      const spec = obj(deployment!.spec, 'spec');
      const selector = obj(obj(spec.selector, 'selector').matchLabels, 'matchLabels');
      const labels = obj(obj(obj(spec.template, 'template').metadata, 'metadata').labels, 'labels');
      expect(labels, app).toMatchObject(selector);
      const c = container(app);
      expect(c.image, app).toBe(`lectern/${app}`);
      expect(portNumber(c, 'http'), app).toBe(port);
      expect(containerEnv(c).get('PORT'), app).toBe(String(port));

      const svc = find('Service', app);
      expect(svc, `Service ${app}`).toBeDefined();
      const svcSpec = obj(svc!.spec, 'spec');
      expect(svcSpec.selector, app).toEqual(selector);
      const svcPort = obj(list(svcSpec.ports, 'ports')[0], 'port');
      expect(svcPort.port, app).toBe(port);
      expect(portNumber(c, svcPort.targetPort), app).toBe(port);
    }
  });

  it('probes /healthz for liveness and start-up and /readyz for readiness on the app port', () => {
    for (const [app, port] of Object.entries(APPS)) {
      const c = container(app);
      expect(probePath(c, 'livenessProbe'), app).toEqual({ path: '/healthz', port });
      expect(probePath(c, 'readinessProbe'), app).toEqual({ path: '/readyz', port });
      if (c.startupProbe) expect(probePath(c, 'startupProbe'), app).toEqual({ path: '/healthz', port });
    }
  });

  it('gives every app the variables it needs, all of them documented', () => {
    const documented = documentedVariables();
    for (const app of appNames) {
      const env = containerEnv(container(app));
      for (const name of REQUIRED[app]!) expect(env.has(name), `${app} ${name}`).toBe(true);
      if (USES_OBJECT_STORAGE.includes(app))
        for (const name of S3_VARIABLES) expect(env.has(name), `${app} ${name}`).toBe(true);
      for (const name of env.keys())
        expect(documented.has(name), `${app}: ${name} is documented in deploy/README.md`).toBe(true);
    }
  });

  it('marks every Secret value as a placeholder to replace', () => {
    const secrets = ofKind('Secret');
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      for (const [key, value] of Object.entries(obj(secret.stringData, 'stringData')))
        expect(String(value), `${nameOf(secret)}.${key}`).toContain('REPLACE_ME');
    }
  });

  it('lets each app finish its shutdown: terminationGracePeriodSeconds above preStop + SHUTDOWN_TIMEOUT_MS', () => {
    for (const app of appNames) {
      const c = container(app);
      const timeout = Number(containerEnv(c).get('SHUTDOWN_TIMEOUT_MS') ?? 10_000);
      const grace = Number(podSpec(find('Deployment', app)!).terminationGracePeriodSeconds ?? 30);
      expect(grace * 1000, app).toBeGreaterThan(timeout + preStopSleepMs(c));
    }
  });

  it('runs every app as non-root with a read-only root filesystem, a writable /tmp and resource bounds', () => {
    for (const app of appNames) {
      const pod = podSpec(find('Deployment', app)!);
      const c = container(app);
      const podSecurity = obj(pod.securityContext, `${app} pod securityContext`);
      const security = obj(c.securityContext, `${app} securityContext`);
      expect(podSecurity.runAsNonRoot, app).toBe(true);
      expect(Number(podSecurity.runAsUser), app).toBeGreaterThan(0);
      expect(security.allowPrivilegeEscalation, app).toBe(false);
      expect(security.readOnlyRootFilesystem, app).toBe(true);
      const tmp = optionalList(c.volumeMounts, 'volumeMounts')
        .map((m) => obj(m, 'mount'))
        .find((m) => m.mountPath === '/tmp');
      expect(tmp, `${app} /tmp`).toBeDefined();
      const volume = list(pod.volumes, 'volumes')
        .map((v) => obj(v, 'volume'))
        .find((v) => v.name === tmp!.name);
      expect(volume?.emptyDir, `${app} /tmp is an emptyDir`).toBeDefined();
      const resources = obj(c.resources, `${app} resources`);
      for (const bound of ['requests', 'limits'])
        expect(Object.keys(obj(resources[bound], `${app} ${bound}`)).sort(), `${app} ${bound}`).toEqual([
          'cpu',
          'memory',
        ]);
    }
  });

  it('autoscales every app, whose Deployments leave the replica count to the autoscaler', () => {
    for (const app of appNames) {
      const hpa = ofKind('HorizontalPodAutoscaler').find(
        (h) => obj(obj(h.spec, 'spec').scaleTargetRef, 'ref').name === app,
      );
      expect(hpa, `HPA for ${app}`).toBeDefined();
      const spec = obj(hpa!.spec, 'spec');
      expect(obj(spec.scaleTargetRef, 'ref')).toMatchObject({ kind: 'Deployment', name: app });
      expect(Number(spec.maxReplicas)).toBeGreaterThan(Number(spec.minReplicas ?? 1));
      expect(obj(find('Deployment', app)!.spec, 'spec').replicas, app).toBeUndefined();
      const strategy = obj(obj(find('Deployment', app)!.spec, 'spec').strategy, `${app} strategy`);
      expect(strategy.type, `${app} replicas overlap while they roll`).toBe('RollingUpdate');
    }
  });

  it('keeps every app available through voluntary disruptions with a PodDisruptionBudget', () => {
    for (const app of appNames) {
      const budget = find('PodDisruptionBudget', app);
      expect(budget, `PodDisruptionBudget ${app}`).toBeDefined();
      const spec = obj(budget!.spec, 'spec');
      expect(obj(obj(spec.selector, 'selector').matchLabels, 'matchLabels')).toEqual(
        obj(obj(obj(find('Deployment', app)!.spec, 'spec').selector, 'selector').matchLabels, 'matchLabels'),
      );
      expect(spec.minAvailable ?? spec.maxUnavailable, app).toBeDefined();
    }
  });

  it('scales export-worker and media-service on their consumer group lag with KEDA in deploy/k8s/keda', () => {
    const kedaDir = path.join(k8sDir, 'keda');
    const overlay = parseOne(path.join(kedaDir, 'kustomization.yaml'));
    const overlayResources = list(overlay.resources, 'keda resources').map(String);
    expect(overlayResources).toContain('..');
    const scaled = overlayResources
      .filter((file) => file !== '..')
      .flatMap((file) => parseAll(path.join(kedaDir, file)))
      .filter((m) => m.kind === 'ScaledObject');
    const deleted = list(overlay.patches, 'keda patches').map((patch) =>
      obj(YAML.parse(String(obj(patch, 'patch').patch)), 'patch'),
    );
    for (const [app, topic] of [
      ['export-worker', 'lectern.export'],
      ['media-service', 'lectern.media'],
    ] as const) {
      const object = scaled.find((m) => nameOf(m) === app);
      expect(object, `ScaledObject ${app}`).toBeDefined();
      const spec = obj(object!.spec, 'spec');
      expect(obj(spec.scaleTargetRef, 'ref').name).toBe(app);
      const kafka = list(spec.triggers, 'triggers')
        .map((t) => obj(t, 'trigger'))
        .find((t) => t.type === 'kafka');
      expect(obj(kafka?.metadata, `${app} kafka trigger`)).toMatchObject({ consumerGroup: app, topic });
      expect(containerEnv(container(app)).has(String(obj(kafka!.metadata, 'metadata').bootstrapServersFromEnv))).toBe(
        true,
      );
      // KEDA owns the autoscaler of what it scales: the overlay removes the CPU one.
      expect(
        deleted.some((patch) => patch.kind === 'HorizontalPodAutoscaler' && nameOf(patch) === app),
        app,
      ).toBe(true);
    }
  });

  it('routes /realtime to realtime and everything else to the BFF', () => {
    const ingresses = ofKind('Ingress');
    expect(ingresses).toHaveLength(1);
    const paths = list(obj(ingresses[0]!.spec, 'spec').rules, 'rules').flatMap((rule) =>
      list(obj(obj(rule, 'rule').http, 'http').paths, 'paths').map((p) => obj(p, 'path')),
    );
    const backend = (route: string) => {
      const entry = paths.find((p) => p.path === route);
      expect(entry, route).toBeDefined();
      const svc = obj(obj(entry!.backend, 'backend').service, 'backend.service');
      const port = obj(svc.port, 'port');
      const target = find('Service', String(svc.name));
      expect(target, `Service ${String(svc.name)}`).toBeDefined();
      const ports = list(obj(target!.spec, 'spec').ports, 'ports').map((p) => obj(p, 'port'));
      expect(
        ports.some((p) => p.name === port.name || p.port === port.number),
        `${route} -> ${String(svc.name)} port`,
      ).toBe(true);
      return svc.name;
    };
    expect(backend('/realtime')).toBe('realtime');
    expect(backend('/')).toBe('bff');
  });
});
