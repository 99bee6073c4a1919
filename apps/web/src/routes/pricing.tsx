import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/pricing')({
  staticData: { pageType: 'pricing', title: 'Pricing' },
  component: ComingSoon,
});
