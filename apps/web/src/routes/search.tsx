import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/search')({
  staticData: { pageType: 'base', title: 'Search' },
  component: ComingSoon,
});
