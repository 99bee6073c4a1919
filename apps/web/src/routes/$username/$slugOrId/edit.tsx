import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/edit')({
  staticData: { pageType: 'deck-edit', title: 'Edit deck' },
  component: ComingSoon,
});
