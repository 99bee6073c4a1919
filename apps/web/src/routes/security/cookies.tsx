import { createFileRoute } from '@tanstack/react-router';
import { SitePage } from '../../site-pages';

export const Route = createFileRoute('/security/cookies')({
  staticData: { pageType: 'static', title: 'Cookies' },
  component: () => <SitePage page="cookies" />,
});
