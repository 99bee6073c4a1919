import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../layout/coming-soon';

export const Route = createFileRoute('/themes')({
  staticData: { pageType: 'theme-edit', title: 'Themes' },
  component: ComingSoon,
});
