import { Kafka, logLevel, type Admin } from 'kafkajs';

export interface GroupLag {
  groupId: string;
  topic: string;
  /** Messages on the topic's partitions past the group's committed offsets. */
  lag: number;
}

/**
 * Reads consumer groups' lag with one admin connection, made at the first read and kept. A
 * partition where the group has committed nothing counts from its oldest message when the group
 * reads from the beginning, and as no lag otherwise (it starts at the end).
 */
export function createKafkaLagReader(options: { brokers: readonly string[]; clientId: string }) {
  const kafka = new Kafka({ clientId: options.clientId, brokers: [...options.brokers], logLevel: logLevel.NOTHING });
  let admin: Promise<Admin> | undefined;
  const connected = () => {
    admin ??= (async () => {
      const client = kafka.admin();
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      admin = undefined;
      throw error;
    });
    return admin;
  };
  return {
    async lag(groupId: string, topics: readonly string[], fromBeginning: boolean): Promise<GroupLag[]> {
      const client = await connected();
      const committed = await client.fetchOffsets({ groupId, topics: [...topics] });
      return Promise.all(
        committed.map(async ({ topic, partitions }) => {
          const ends = await client.fetchTopicOffsets(topic);
          let lag = 0n;
          for (const end of ends) {
            const offset = partitions.find((partition) => partition.partition === end.partition)?.offset ?? '-1';
            const from = offset !== '-1' ? BigInt(offset) : fromBeginning ? BigInt(end.low) : BigInt(end.high);
            if (BigInt(end.high) > from) lag += BigInt(end.high) - from;
          }
          return { groupId, topic, lag: Number(lag) };
        }),
      );
    },
    async close() {
      const client = await admin?.catch(() => undefined);
      admin = undefined;
      await client?.disconnect();
    },
  };
}

export type KafkaLagReader = ReturnType<typeof createKafkaLagReader>;
