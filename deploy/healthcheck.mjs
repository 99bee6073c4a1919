// Container health check: GET /healthz on this process's PORT; exit 0 when it answers 2xx.
// Used by the Dockerfile's HEALTHCHECK and compose.yaml (Kubernetes probes call HTTP directly).
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
