import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/changelog')({
  staticData: { pageType: 'static', title: 'Changelog' },
  component: ComingSoon,
});
