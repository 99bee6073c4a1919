import { createFileRoute } from '@tanstack/react-router';
import { SitePage } from '../site-pages';

export const Route = createFileRoute('/features')({
  staticData: { pageType: 'home', title: 'Features' },
  component: () => <SitePage page="features" />,
});
