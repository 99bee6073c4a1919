import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../legal/legal-page';

export const Route = createFileRoute('/privacy')({
  staticData: { pageType: 'static', title: 'Privacy policy' },
  component: () => <LegalPage page="privacy" />,
});
