import { createFileRoute } from '@tanstack/react-router';
import { SitePage } from '../site-pages';

export const Route = createFileRoute('/changelog')({
  staticData: { pageType: 'static', title: 'Changelog' },
  component: () => <SitePage page="changelog" />,
});
