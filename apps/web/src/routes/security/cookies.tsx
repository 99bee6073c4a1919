import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/security/cookies')({
  staticData: { pageType: 'static', title: 'Cookies' },
  component: ComingSoon,
});
