import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
const require = createRequire('/work/main/libs/db/package.json');
const pg = require('pg');
const counts = new Map();
const orig = pg.Client.prototype.query;
pg.Client.prototype.query = function (q, ...rest) {
  const text = typeof q === 'string' ? q : q?.text;
  if (text) { const k = text.replace(/\s+/g, ' ').slice(0, 120); counts.set(k, (counts.get(k) ?? 0) + 1); }
  return orig.call(this, q, ...rest);
};
process.on('exit', () => writeFileSync('/tmp/qcounts.txt', [...counts].sort((a,b)=>b[1]-a[1]).slice(0,50).map(([k,v])=>`${v}\t${k}`).join('\n')));
