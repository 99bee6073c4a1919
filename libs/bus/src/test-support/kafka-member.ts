// A consumer group member in its own process, for kafka.int.spec.ts to kill: it takes the first
// message it gets and never acknowledges it. Usage: kafka-member.ts <topic> <group id>, KAFKA_BROKERS set.
import { createKafkaBus } from '../kafka.js';
import { silentLogger } from '../logger.js';

const [topic = '', groupId = ''] = process.argv.slice(2);
const bus = createKafkaBus({
  brokers: (process.env.KAFKA_BROKERS ?? '').split(','),
  clientId: 'lectern-bus-test-member',
  sessionTimeoutMs: 6_000,
  logger: silentLogger,
});
await bus.subscribe({
  groupId,
  topics: [topic],
  fromBeginning: true,
  handler: async (message) => {
    process.stdout.write(`received ${message.value.toString('utf8')}\n`);
    await new Promise(() => undefined);
  },
});
process.stdout.write('joined\n');
