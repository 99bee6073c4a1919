import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/explore')({
  staticData: { pageType: 'home', title: 'Explore' },
  component: ComingSoon,
});
