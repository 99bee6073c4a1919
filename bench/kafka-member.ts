// A consumer group member in its own process for `bench distributed`: prints `joined`, then the
// value of each message it handles. Usage: kafka-member.ts <topic> <group id>, KAFKA_BROKERS set.
import { createKafkaBus } from '@lectern/bus';

const [topic = '', groupId = ''] = process.argv.slice(2);
const bus = createKafkaBus({
  brokers: (process.env.KAFKA_BROKERS ?? '').split(','),
  clientId: 'lectern-bench-member',
  sessionTimeoutMs: Number(process.env.KAFKA_SESSION_TIMEOUT_MS ?? 6_000),
});
await bus.subscribe({
  groupId,
  topics: [topic],
  fromBeginning: true,
  handler: async (message) => void process.stdout.write(`handled ${message.value.toString('utf8')}\n`),
});
process.stdout.write('joined\n');
