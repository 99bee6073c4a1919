import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/live')({
  staticData: { pageType: 'live-client', title: 'Live presentation' },
  component: ComingSoon,
});
