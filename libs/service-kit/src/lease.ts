import type { Queryable } from '@lectern/db';

export const leaseMigration = {
  id: '000_leases',
  sql: `CREATE TABLE IF NOT EXISTS public.lectern_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);`,
};

/**
 * Takes or renews a named lease for `holder` when it is free, expired or already held by it.
 * Lets exactly one of several replicas run a singleton job (the relay) at a time.
 */
export async function tryAcquireLease(db: Queryable, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO public.lectern_leases AS l (name, holder, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE l.expires_at < now() OR l.holder = EXCLUDED.holder
     RETURNING holder`,
    [name, holder, ttlMs],
  );
  return result.rowCount === 1;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM public.lectern_leases WHERE name = $1 AND holder = $2', [name, holder]);
}
