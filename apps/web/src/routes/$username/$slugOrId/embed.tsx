import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/embed')({
  staticData: { pageType: 'embed', title: 'Embedded deck' },
  component: ComingSoon,
});
