import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/kiosk')({
  staticData: { pageType: 'kiosk', title: 'Kiosk' },
  component: ComingSoon,
});
