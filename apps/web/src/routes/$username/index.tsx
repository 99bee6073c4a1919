import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/$username/')({
  staticData: { pageType: 'user-profile', title: 'Profile' },
  component: ComingSoon,
});
