/** What every app's `start(infra)` answers. */
export interface RunningApp {
  name: string;
  /** Readiness: the app can do its work now (connections up, caught up enough to serve). */
  ready(): Promise<boolean>;
  /** Stops taking work, finishes what is in flight, releases what it holds. */
  stop(): Promise<void>;
}
