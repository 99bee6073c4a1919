import { createFileRoute } from '@tanstack/react-router';
import { SitePage } from '../site-pages';

export const Route = createFileRoute('/about')({
  staticData: { pageType: 'static', title: 'About' },
  component: () => <SitePage page="about" />,
});
