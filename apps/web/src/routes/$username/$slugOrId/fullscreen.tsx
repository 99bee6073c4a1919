import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/fullscreen')({
  staticData: { pageType: 'fullscreen', title: 'Fullscreen' },
  component: ComingSoon,
});
