import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/about')({
  staticData: { pageType: 'static', title: 'About' },
  component: ComingSoon,
});
