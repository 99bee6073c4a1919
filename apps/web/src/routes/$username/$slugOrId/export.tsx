import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/export')({
  staticData: { pageType: 'export', title: 'Export deck' },
  component: ComingSoon,
});
