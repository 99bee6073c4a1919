import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/features')({
  staticData: { pageType: 'home', title: 'Features' },
  component: ComingSoon,
});
