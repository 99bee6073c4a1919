export type NotificationType = 'positive' | 'negative' | 'neutral';
