import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/review')({
  staticData: { pageType: 'review', title: 'Review deck' },
  component: ComingSoon,
});
