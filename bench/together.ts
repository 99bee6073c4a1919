// `npm run bench -- together`: several people editing one deck's shared document at once.
// together_fuzz_converged: five copies under 10,000 random operations through a relay that
// reorders deliveries and drops what is in flight when someone disconnects end as one document
// and one compacted markup (serialized, then cleaned like a save).
import { serialize, type Deck } from '@lectern/deck-format';
import { cleanDeckMarkup } from '@lectern/deck-format/sanitize';
import { runConvergenceFuzz } from '@lectern/deck-doc/testing';
import { reportLoad } from './stats.js';

const OPERATIONS = Number(process.env.BENCH_TOGETHER_OPERATIONS ?? 10_000);

const compact = (deck: Deck) => {
  const cleaned = cleanDeckMarkup(serialize(deck));
  return 'data' in cleaned ? cleaned.data : cleaned.problem;
};

export async function run(): Promise<void> {
  reportLoad('start');
  const seed = Date.now();
  console.log(`# seed ${seed}`);
  const outcome = runConvergenceFuzz({ clients: 5, operations: OPERATIONS, seed, compact });
  console.log(`together_fuzz_converged=${outcome.converged}`);
  console.log(`together_fuzz_slides=${outcome.slides}`);
  reportLoad('end');
  if (!outcome.converged) process.exitCode = 1;
}
