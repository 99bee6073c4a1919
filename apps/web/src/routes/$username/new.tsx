import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/$username/new')({
  staticData: { pageType: 'deck-edit', title: 'New deck' },
  component: ComingSoon,
});
