import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/preview')({
  staticData: { pageType: 'fullscreen', title: 'Revision preview' },
  component: ComingSoon,
});
