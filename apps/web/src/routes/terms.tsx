import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../legal/legal-page';

export const Route = createFileRoute('/terms')({
  staticData: { pageType: 'static', title: 'Terms of Service' },
  component: () => <LegalPage page="terms" />,
});
